import type { FastifyInstance } from 'fastify';
import { LOG_PAGE_SIZE, type LogEntry, type LogType } from '@beceri/domain';
import { offsetOf, type Page } from '../../lib/paging.ts';
import { listLogs } from './repository.ts';

/** One page of the log screen: LOG_PAGE_SIZE entries of the chosen types (all when none), newest first. */
export async function logPage(deps: Pick<FastifyInstance, 'db'>, query: { page: number; types: LogType[] }): Promise<Page<LogEntry>> {
  const { items, total } = await listLogs(deps.db, {
    types: query.types, limit: LOG_PAGE_SIZE, offset: offsetOf({ page: query.page, limit: LOG_PAGE_SIZE }),
  });
  return { total, items: items.map((r) => ({ log: r.text, createdAt: r.createdAt.toISOString(), type: r.type })) };
}
