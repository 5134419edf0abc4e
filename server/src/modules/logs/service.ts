import type { FastifyInstance } from 'fastify';
import { LOG_PAGE_SIZE, type Lang, type LogEntry, type LogType } from '@beceri/domain';
import { logText } from '@beceri/domain/log-events';
import type { Db } from '../../db/client.ts';
import { offsetOf, type Page } from '../../lib/paging.ts';
import { logsRepository, type LogRow, type LogsRepository } from './repository.ts';

/**
 * What the log screen's reading needs (the model: news/service.ts): the routes pass the real ones (`logsDeps(app)`),
 * the unit tests (service.test.ts) an in-memory log.
 */
export interface LogsDeps {
  db: Db;
  logs: Pick<LogsRepository, 'listLogs'>;
}

export const logsDeps = (app: FastifyInstance): LogsDeps => ({ db: app.db, logs: logsRepository });

/**
 * An entry as the API gives it: its event and parameters, and its text in the reader's language, written from its
 * event code (decision 044). The stored text is read only for `legacy` entries (logText): a converted entry may still
 * hold the sentence it was written as, names of since deleted accounts included.
 */
export const logEntry = (row: LogRow, lang: Lang): LogEntry => ({
  log: logText(row, lang),
  createdAt: row.createdAt.toISOString(),
  type: row.type,
  event: row.event,
  params: row.params,
});

/** One page of the log screen: LOG_PAGE_SIZE entries of the chosen types (all when none), newest first. */
export async function logPage(
  deps: LogsDeps,
  query: { page: number; types: LogType[] },
  lang: Lang,
): Promise<Page<LogEntry>> {
  const { items, total } = await deps.logs.listLogs(deps.db, {
    types: query.types,
    limit: LOG_PAGE_SIZE,
    offset: offsetOf({ page: query.page, limit: LOG_PAGE_SIZE }),
  });
  return { total, items: items.map((row) => logEntry(row, lang)) };
}
