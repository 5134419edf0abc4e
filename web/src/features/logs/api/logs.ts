import { useQuery } from '@tanstack/react-query';
import type { LogEntry, LogType } from '@beceri/domain';
import { pageQuery } from '../../../lib/paged-query.ts';

export const logsQuery = (page: number, types: LogType[]) => ({
  ...pageQuery<LogEntry>(['logs', page, types], '/log/all', { page, types: types.join(',') }),
  staleTime: 0,
});
export const useLogs = (page: number, types: LogType[]) => useQuery(logsQuery(page, types));
