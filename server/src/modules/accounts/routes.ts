import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordInputSchema } from '@beceri/domain';
import { withNewPassword } from '../../lib/passwords.ts';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser, sessionToken } from '../../plugins/sessions.ts';
import { changePassword, companyProfile, studentProfile, teacherProfile } from './service.ts';

/** Each role reads only its own profile: the id comes from the session, never from the request. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/student/get', { preHandler: app.authorize('student') }, async (req, reply) =>
    reply.headers(noStore).send(await studentProfile(app, currentUser(req).id)));

  app.get('/company/get', { preHandler: app.authorize('company') }, async (req, reply) =>
    reply.headers(noStore).send(await companyProfile(app, currentUser(req).id)));

  app.get('/teacher/get', { preHandler: app.authorize('teacher') }, async (req, reply) =>
    reply.headers(noStore).send(await teacherProfile(app, currentUser(req).id)));

  // The password change of DESIGN.md §8, the same for the three roles that have a profile page.
  for (const role of ['student', 'teacher', 'company'] as const) {
    app.put(
      `/${role}/update`,
      {
        preHandler: [
          app.authorize(role),
          limit(app, 'password-change', { max: 10, windowMs: 15 * 60_000, key: (req) => req.user?.id ?? '' }),
        ],
        schema: { body: objectBody(withNewPassword(changePasswordInputSchema)) },
      },
      async (req) => {
        await changePassword(app, currentUser(req).id, req.body, sessionToken(app, req));
        return { ok: true, success: true };
      },
    );
  }
}
