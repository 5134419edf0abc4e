import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteDeadResets, deleteEndedSessions } from './repository.ts';

/** How long ended things are kept: mails in the outbox, dead reset codes, ended sessions. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes what has been dead for the retention period: mails written to DATA_DIR/outbox (they hold reset
 * codes and addresses), reset codes expired or used, and sessions that expired.
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
  return { mails, resetCodes, sessions: await deleteEndedSessions(deps.db, cutoff) };
}

/** Runs the purge once the app is ready and then every few hours (never overlapping, never blocking close). */
export function schedulePurge(app: FastifyInstance) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= purgeExpiredData(app)
      .then((n) => { if (n.mails + n.resetCodes + n.sessions > 0) app.log.info(n, 'purged expired personal data'); })
      .catch((err) => app.log.warn({ err }, 'purge of expired personal data failed'))
      .finally(() => { running = undefined; });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
