import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.ts';
import { activityLogs } from '../db/schema/index.ts';

export type ActivityType = 'teacher' | 'student' | 'company' | 'other';

export interface ActivityEntry {
  type: ActivityType;
  text: string;
  actorId?: string | null;
}

/** Writes one Turkish line per event (DESIGN.md §6); pass the transaction so the entry lands with the change. */
export class ActivityLog {
  constructor(private readonly db: Db) {}

  async write(entry: ActivityEntry, tx?: Tx): Promise<void> {
    await (tx ?? this.db).insert(activityLogs).values({ type: entry.type, text: entry.text, actorId: entry.actorId ?? null });
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
