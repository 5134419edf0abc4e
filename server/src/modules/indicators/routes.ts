import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indicatorsQuerySchema, istanbulDay, translate } from '@beceri/domain';
import { indicators, indicatorsDeps, REPORT_RETRY_AFTER_S, reportSlots } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Programme indicators for admins (docs/product.md). Not in the read cache: every answer is counted anew
 * (docs/decisions/030-programme-indicators.md), and says so to the browser.
 */
export default async function indicatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const noStore = { 'cache-control': 'private, no-store' };
  const deps = indicatorsDeps(app);

  // A few reports at once (service.ts `reportSlots`); one more is told when to come back (Retry-After).
  const slots = reportSlots(deps);
  const counted = <T>(reply: { header(name: string, value: string): unknown }, work: () => Promise<T>) =>
    slots(work, () => reply.header('retry-after', String(REPORT_RETRY_AFTER_S)));

  app.get(
    '/admin/indicators',
    { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } },
    async (req, reply) => reply.headers(noStore).send(await counted(reply, () => indicators(deps, req.query))),
  );

  app.get(
    '/admin/indicators.xlsx',
    { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } },
    async (req, reply) => {
      // exceljs holds ~30 MB once loaded: only a server asked for a workbook pays for it.
      const { indicatorsWorkbook } = await import('./xlsx.ts');
      const now = new Date();
      const file = await counted(reply, async () =>
        indicatorsWorkbook(await indicators(deps, req.query), req.query, req.lang, now),
      );
      const name = `${translate('workbook.filename', req.lang)}-${istanbulDay(now)}.xlsx`;
      return reply
        .headers({ ...noStore, 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` })
        .send(file);
    },
  );
}
