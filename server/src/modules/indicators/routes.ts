import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indicatorsQuerySchema, istanbulDay, translate } from '@beceri/domain';
import { serverMessages } from '@beceri/domain';
import { HttpError } from '../../plugins/errors.ts';
import { indicators } from './service.ts';

/** Seconds a report refused for being one too many waits before trying again. */
const REPORT_RETRY_AFTER_S = 2;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Programme indicators for admins (docs/product.md). Not in the read cache: every answer is counted anew
 * (docs/decisions/030-programme-indicators.md), and says so to the browser.
 */
export default async function indicatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const noStore = { 'cache-control': 'private, no-store' };

  // Reports in flight at once: each holds three connections on PostgreSQL, so with the default pool of 10 two of
  // them leave four for everyone else. One more is told to come back (503 and Retry-After), never queued.
  const poolSize = app.database.pool?.options.max ?? 10;
  const limit = Math.max(1, Math.floor(poolSize / 5));
  let inFlight = 0;
  const counted = async <T>(reply: { header(name: string, value: string): unknown }, work: () => Promise<T>) => {
    if (inFlight >= limit) {
      reply.header('retry-after', String(REPORT_RETRY_AFTER_S));
      throw new HttpError(503, 'REPORTS_BUSY', serverMessages.reportsBusy);
    }
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };

  app.get(
    '/admin/indicators',
    { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } },
    async (req, reply) => reply.headers(noStore).send(await counted(reply, () => indicators(app, req.query))),
  );

  app.get(
    '/admin/indicators.xlsx',
    { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } },
    async (req, reply) => {
      // exceljs holds ~30 MB once loaded: only a server asked for a workbook pays for it.
      const { indicatorsWorkbook } = await import('./xlsx.ts');
      const now = new Date();
      const file = await counted(reply, async () =>
        indicatorsWorkbook(await indicators(app, req.query), req.query, req.lang, now),
      );
      const name = `${translate('workbook.filename', req.lang)}-${istanbulDay(now)}.xlsx`;
      return reply
        .headers({ ...noStore, 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` })
        .send(file);
    },
  );
}
