import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidOr404 } from '../../lib/ids.ts';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { jobFilterParams } from '../jobs/filter-params.ts';
import * as service from './service.ts';

/** The queue of the daily digest (JOB_ALERT_CRON, 08:00 Europe/Istanbul): once across instances. */
export const JOB_ALERT_QUEUE = 'job-alert-digest';

/**
 * The digest reads up to a minute before its run: a job whose transaction began before that moment but had not yet
 * committed when the digest read would otherwise fall behind the window's end and never be mailed (decision 064).
 */
export const DIGEST_MARGIN_MS = 60_000;

/** `null` is no filter, like absent or empty. */
const orNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema);
const alertBody = objectBody(
  z.object({
    q: orNone(jobFilterParams.q),
    city: orNone(jobFilterParams.city),
    type: orNone(jobFilterParams.type),
  }),
);
const idParams = z.object({ id: z.string() });
const tokenQuery = z.object({ token: z.string().max(300) });
const noStore = { 'cache-control': 'private, no-store' };

export default async function jobAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const student = app.authorize('student');
  const deps = service.jobAlertsDeps(app);

  app.queue.define(JOB_ALERT_QUEUE, {
    cron: app.config.queue.jobAlertCron,
    handler: async () => {
      const mailed = await service.sendDigests(deps, new Date(Date.now() - DIGEST_MARGIN_MS));
      app.log.info({ mailed }, 'job alert digests done');
    },
  });

  app.get('/me/job-alerts', { preHandler: student }, async (req, reply) => {
    reply.headers(noStore);
    return service.listAlerts(deps, currentUser(req));
  });
  app.post('/me/job-alerts', { preHandler: student, schema: { body: alertBody } }, async (req, reply) => {
    const alert = await service.createAlert(deps, currentUser(req), req.body);
    return reply.status(201).headers(noStore).send(alert);
  });
  app.delete('/me/job-alerts/:id', { preHandler: student, schema: { params: idParams } }, async (req) => {
    await service.deleteAlert(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  // The digest's unsubscribe, without login: its signed token is the proof (decision 064). A browser's GET of this
  // address gets the page (decision 004), whose button POSTs; the JSON GET shows what the button removes and removes
  // nothing (mail scanners follow links). Mail clients POST `List-Unsubscribe=One-Click` as a form (RFC 8058).
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    const guessLimit = limit(oneClick, 'job-alert-unsubscribe', { max: 60, windowMs: 15 * 60_000 });
    const r = oneClick.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/job-alerts/unsubscribe',
      { preHandler: guessLimit, schema: { querystring: tokenQuery } },
      async (req, reply) => {
        reply.headers(noStore);
        return service.unsubscribeView(deps, req.query.token);
      },
    );
    r.post(
      '/job-alerts/unsubscribe',
      { preHandler: guessLimit, schema: { querystring: tokenQuery } },
      async (req, reply) => {
        reply.headers(noStore);
        return { ok: true, ...(await service.unsubscribe(deps, req.query.token)) };
      },
    );
  });
}
