import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indicatorsQuerySchema, istanbulDay, translate } from '@beceri/domain';
import { indicators } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Programme indicators for admins (DESIGN.md §8). Not in the read cache: every answer is counted anew
 * (docs/decisions/030-programme-indicators.md), and says so to the browser.
 */
export default async function indicatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/admin/indicators', { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } }, async (req, reply) =>
    reply.headers(noStore).send(await indicators(app, req.query)));

  app.get('/admin/indicators.xlsx', { preHandler: adminOnly, schema: { querystring: indicatorsQuerySchema } }, async (req, reply) => {
    // exceljs holds ~30 MB once loaded: only a server asked for a workbook pays for it.
    const { indicatorsWorkbook } = await import('./xlsx.ts');
    const now = new Date();
    const file = await indicatorsWorkbook(await indicators(app, req.query), req.query, req.lang, now);
    const name = `${translate('indicators.filename', req.lang)}-${istanbulDay(now)}.xlsx`;
    return reply.headers({ ...noStore, 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` }).send(file);
  });
}
