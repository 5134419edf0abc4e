import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logTypeOf, personIds, type LogWrite, type StoredLogParams } from '@beceri/domain/log-events';
import type { Db, Tx } from '../db/client.ts';
import { activityLogs } from '../db/schema/index.ts';

export type { LogWrite } from '@beceri/domain/log-events';

/**
 * The row of one entry: its type fixed by the event (docs/product.md), and the person it names besides its actor, so
 * that deleting that account finds it (decision 044). For writers that insert in their own SQL statement.
 */
export function activityRow(entry: LogWrite) {
  const params = entry.params as unknown as StoredLogParams;
  const actorId = entry.actorId ?? null;
  return {
    type: logTypeOf(entry.event, entry.params as never),
    event: entry.event,
    params,
    actorId,
    subjectId: personIds(params).find((id) => id !== actorId) ?? null,
  };
}

/**
 * Writes one entry per event: its code and parameters, read later in the reader's language (decision 044). Pass the
 * transaction so the entry lands with the change:
 * `await app.activity.write({ event: 'course.enrolled', params: { studentId, studentName, courseId, courseTitle }, actorId: user.id }, tx)`.
 */
export class ActivityLog {
  constructor(private readonly db: Db) {}

  async write(entry: LogWrite, tx?: Tx): Promise<void> {
    await (tx ?? this.db).insert(activityLogs).values(activityRow(entry));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    activity: ActivityLog;
  }
}

export default fp(async function activityPlugin(app: FastifyInstance) {
  app.decorate('activity', new ActivityLog(app.db));
});
