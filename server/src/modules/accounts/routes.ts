import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInputSchema,
  localeInputSchema,
  serverMessages,
  studentSettingsInputSchema,
} from '@beceri/domain';
import { readMultipart } from '../../lib/multipart.ts';
import { withNewPassword } from '../../lib/passwords.ts';
import { limit } from '../../lib/rate-limit.ts';
import { badRequest, objectBody, validate } from '../../plugins/errors.ts';
import { updateTalentSettings } from '../talent/service.ts';
import { currentUser, sessionToken } from '../../plugins/sessions.ts';
import {
  accountsDeps,
  changePassword,
  companyProfile,
  replaceResume,
  setLocale,
  studentProfile,
  teacherProfile,
} from './service.ts';

/** Each role reads only its own profile: the id comes from the session, never from the request. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = accountsDeps(app);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/student/get', { preHandler: app.authorize('student') }, async (req, reply) =>
    reply.headers(noStore).send(await studentProfile(deps, currentUser(req).id)),
  );

  app.get('/company/get', { preHandler: app.authorize('company') }, async (req, reply) =>
    reply.headers(noStore).send(await companyProfile(deps, currentUser(req).id)),
  );

  app.get('/teacher/get', { preHandler: app.authorize('teacher') }, async (req, reply) =>
    reply.headers(noStore).send(await teacherProfile(deps, currentUser(req).id)),
  );

  // The password change of docs/product.md, the same for the three roles that have a profile page.
  const passwordChange = withNewPassword(changePasswordInputSchema);
  const passwordLimit = limit(app, 'password-change', {
    max: 10,
    windowMs: 15 * 60_000,
    key: (req) => req.user?.id ?? '',
  });
  for (const role of ['teacher', 'company'] as const) {
    app.put(
      `/${role}/update`,
      { preHandler: [app.authorize(role), passwordLimit], schema: { body: objectBody(passwordChange) } },
      async (req) => {
        await changePassword(deps, currentUser(req).id, req.body, sessionToken(app, req));
        return { ok: true, success: true };
      },
    );
  }
  // A student's twin also takes the talent pool's settings (decision 063): a body with `password` or
  // `currentPassword` is a password change (and counts against its limit), any other `{openToWork, city}`.
  const isPasswordChange = (body: unknown) =>
    typeof body === 'object' && body !== null && ('password' in body || 'currentPassword' in body);
  app.put(
    '/student/update',
    {
      preHandler: [
        app.authorize('student'),
        limit(app, 'password-change', {
          max: 10,
          windowMs: 15 * 60_000,
          key: (req) => (isPasswordChange(req.body) ? (req.user?.id ?? '') : ''),
        }),
      ],
      schema: { body: objectBody(z.record(z.string(), z.unknown())) },
    },
    async (req) => {
      const userId = currentUser(req).id;
      if (isPasswordChange(req.body)) {
        await changePassword(deps, userId, validate(passwordChange, req.body), sessionToken(app, req));
        return { ok: true, success: true };
      }
      const settings = await updateTalentSettings(app, userId, validate(studentSettingsInputSchema, req.body));
      return { ok: true, success: true, ...settings };
    },
  );

  // The language switch while logged in (docs/product.md): mails follow it; the web sets the `lang` cookie itself.
  app.put(
    '/me/locale',
    { preHandler: app.authorize(), schema: { body: objectBody(localeInputSchema) } },
    async (req) => {
      await setLocale(deps, currentUser(req).id, req.body.locale);
      return { locale: req.body.locale };
    },
  );

  // The student's resume, replaced (docs/product.md): the same checks as at sign-up, by content and size.
  app.put(
    '/student/resume',
    {
      preHandler: [
        app.authorize('student'),
        limit(app, 'resume-replace', { max: 30, windowMs: 60 * 60_000, key: (req) => req.user?.id ?? '' }),
      ],
    },
    async (req, reply) => {
      const body = await readMultipart(req, { files: { resume: { kind: 'resume', max: 1 } } });
      const upload = body.files.resume?.[0];
      if (!upload) throw badRequest(serverMessages.resumeRequired, { resume: serverMessages.resumeRequired });
      const resume = await replaceResume(deps, currentUser(req).id, upload);
      return reply.headers(noStore).send({ ok: true, resume });
    },
  );
}
