import type { FastifyInstance } from 'fastify';
import { LOG_PAGE_SIZE, type Lang, type LogEntry, type LogType } from '@beceri/domain';
import { logText } from '@beceri/domain/log-events';
import { offsetOf, type Page } from '../../lib/paging.ts';
import { listLogs, type LogRow } from './repository.ts';

/** An entry as the API gives it: its event and parameters, and its text in the reader's language (decision 044). */
export const logEntry = (row: LogRow, lang: Lang): LogEntry => ({
  log: logText(row, lang),
  createdAt: row.createdAt.toISOString(),
  type: row.type,
  event: row.event,
  params: row.params,
});

/** One page of the log screen: LOG_PAGE_SIZE entries of the chosen types (all when none), newest first. */
export async function logPage(
  deps: Pick<FastifyInstance, 'db'>,
  query: { page: number; types: LogType[] },
  lang: Lang,
): Promise<Page<LogEntry>> {
  const { items, total } = await listLogs(deps.db, {
    types: query.types,
    limit: LOG_PAGE_SIZE,
    offset: offsetOf({ page: query.page, limit: LOG_PAGE_SIZE }),
  });
  return { total, items: items.map((row) => logEntry(row, lang)) };
}
