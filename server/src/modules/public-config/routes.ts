import type { FastifyInstance } from 'fastify';

/** Settings the web app shows (footer, contact page, news links); nothing secret. */
export default async function publicConfigRoutes(app: FastifyInstance) {
  app.get('/config/public', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const c = app.config;
    return {
      contactEmail: c.contactEmail,
      contactPhone: c.contactPhone,
      qualificationAuthorityUrl: c.qualificationAuthorityUrl,
      examSignupUrl: c.examSignupUrl,
      orgName: c.orgName,
    };
  });
}
