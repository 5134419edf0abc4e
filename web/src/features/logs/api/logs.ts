import { useQuery } from '@tanstack/react-query';
import type { Lang, LogEntry, LogType } from '@beceri/domain';
import { currentLang } from '../../../lib/i18n.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

/** Entries come written in the language asked for (decision 044): a switch of language reads the page again. */
export const logsQuery = (page: number, types: LogType[], lang: Lang) => ({
  ...pageQuery<LogEntry>(['logs', lang, page, types], '/log/all', { page, types: types.join(','), lang }),
  staleTime: 0,
});
export const useLogs = (page: number, types: LogType[]) => useQuery(logsQuery(page, types, currentLang()));
