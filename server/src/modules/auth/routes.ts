import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginInputSchema, type SessionUser } from '@beceri/domain';
import { readMultipart } from '../../lib/multipart.ts';
import { bodyEmail, failureLimits, limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/sessions.ts';
import { authDeps, authenticate, register } from './service.ts';
import { secondStep } from '../mfa/routes.ts';
import { isRequired } from '../mfa/service.ts';

const HOUR = 60 * 60_000;

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = authDeps(app);

  app.post(
    '/auth/register',
    // A class of 21 behind one address signs up together (docs/product.md).
    { preHandler: [limit(app, 'register', { max: 60, windowMs: HOUR })] },
    async (req, reply) => {
      const body = await readMultipart(req, { files: { resume: { kind: 'resume', max: 1 } } });
      const { id, input } = await register(deps, body, req.lang);
      // Signed in at once (docs/product.md, Sign-up): a login form right after sign-up would be a second sign-up.
      // As at login, a session from before (another account on this browser) ends and a fresh token is issued.
      const previous = sessionToken(app, req);
      if (previous) await app.sessions.destroy(previous);
      setSessionCookie(app, reply, await app.sessions.create(id));
      const mfaSetupRequired = isRequired(app, { role: input.role }) || undefined;
      return reply.status(201).send({ ok: true, id, ...(mfaSetupRequired && { mfaSetupRequired }) });
    },
  );

  app.post(
    '/auth/login',
    {
      ...failureLimits(app, 'login', 'INVALID_CREDENTIALS', bodyEmail, true),
      schema: { body: objectBody(loginInputSchema) },
    },
    async (req, reply) => {
      const user = await authenticate(deps, req.body.email, req.body.password);
      // With a second factor on, the session starts only after it (POST /auth/mfa, POST /auth/passkey).
      const pending = await secondStep(app, reply, user.id);
      if (pending) return pending;
      // A token from before the login is never kept: a fresh one is issued and the old one ends.
      const previous = sessionToken(app, req);
      if (previous) await app.sessions.destroy(previous);
      const token = await app.sessions.create(user.id);
      setSessionCookie(app, reply, token);
      // MFA_REQUIRED_ROLES: a session that may only set up a second factor until it has one (plugins/mfa-gate.ts).
      const mfaSetupRequired = isRequired(app, user) || undefined;
      return { ok: true, role: user.role, id: user.id, ...(mfaSetupRequired && { mfaSetupRequired }) };
    },
  );

  app.post('/auth/logout', async (req, reply) => {
    const token = sessionToken(app, req);
    if (token) await app.sessions.destroy(token);
    clearSessionCookie(app, reply);
    return { ok: true };
  });

  app.get(
    '/auth/check-session',
    { config: { cache: { topics: ['sessions', 'people'], perUser: true } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: req.user satisfies SessionUser | null };
    },
  );

  app.get('/auth/check', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { loggedIn: Boolean(req.user), role: req.user?.role ?? null };
  });
}
