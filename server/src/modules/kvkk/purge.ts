import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteMessagesBefore } from '../contact/repository.ts';
import { deleteDeadResets, deleteEndedSessions } from './repository.ts';

/** How long ended things are kept: mails in the outbox, dead reset codes, ended sessions. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The scheduled job (PURGE_CRON, every six hours by default): once across instances, through the queue. */
export const PURGE_QUEUE = 'purge';

/**
 * The day `months` calendar months before `now` (the contact messages' cutoff), at the same time of day; a day the
 * earlier month does not have is its last day (31 December − 10 months is 28 February, not 3 March, which would delete
 * messages days before their period ends).
 */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * Deletes what has been dead for the retention period: mails written to DATA_DIR/outbox (they hold reset
 * codes and addresses), reset codes expired or used, and sessions that expired; and contact messages older than
 * CONTACT_RETENTION_MONTHS (the privacy notice states the period; decision 057).
 */
export async function purgeExpiredData(deps: Pick<FastifyInstance, 'db' | 'config'>, now = new Date()) {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  const outbox = path.join(deps.config.dataDir, 'outbox');
  let mails = 0;
  const names = await fs.readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(outbox, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtime < cutoff) {
      await fs.rm(file, { force: true });
      mails += 1;
    }
  }
  const resetCodes = await deleteDeadResets(deps.db, cutoff);
  const sessions = await deleteEndedSessions(deps.db, cutoff);
  const contactMessages = await deleteMessagesBefore(deps.db, monthsBefore(now, deps.config.contactRetentionMonths));
  return { mails, resetCodes, sessions, contactMessages };
}

/**
 * Runs the purge on its schedule: one instance does it per slot, and a shutdown waits for a run under way. Sessions
 * that expired are deleted at once (they can no longer be used); ended ones after the retention period.
 */
export function schedulePurge(app: FastifyInstance) {
  app.queue.define(PURGE_QUEUE, {
    cron: app.config.queue.purgeCron,
    atStart: true,
    handler: async () => {
      await app.sessions.purgeExpired();
      const n = await purgeExpiredData(app);
      app.log.info(n, 'purge of expired personal data done');
    },
  });
}
