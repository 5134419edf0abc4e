import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANG, LANGS } from '@beceri/domain';
import * as repo from './repository.ts';
import { jobsAtom, newsAtom, robotsTxt, sitemapXml } from './xml.ts';

/** A feed's language comes from `?lang=` only: the answer is cached by its query, never by a header. */
const feedQuery = z.object({ lang: z.enum(LANGS).catch(DEFAULT_LANG).default(DEFAULT_LANG) });

/**
 * Discovery for crawlers and feed readers: robots.txt, the sitemap and Atom feeds of open jobs and
 * news, cached like the lists they mirror and dropped with their data. The routes read the repository without a
 * service between them: what is listed is the repository's SQL (the jobs' own `jobIsOpen` and `jobIsListed`, tested
 * in discovery.test.ts), how it is written is xml.ts's plain functions of those rows (xml.test.ts), and no rule sits
 * in between.
 */
export default async function discoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = app.config.publicUrl;

  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );

  // 'people': a suspended or unapproved poster's jobs leave the sitemap.
  app.get(
    '/sitemap.xml',
    { config: { cache: { topics: ['jobs', 'courses', 'news', 'people'], public: true } } },
    async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(base, await repo.sitemapItems(app.db))),
  );

  app.get(
    '/jobs.atom',
    { schema: { querystring: feedQuery }, config: { cache: { topics: ['jobs', 'people'], public: true } } },
    async (req, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(jobsAtom(base, req.query.lang, app.config.orgName, await repo.feedJobs(app.db, app.config.orgName))),
  );

  app.get(
    '/haberler.atom',
    { schema: { querystring: feedQuery }, config: { cache: { topics: ['news'], public: true } } },
    async (req, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(newsAtom(base, req.query.lang, app.config.orgName, await repo.feedNews(app.db))),
  );
}
