import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MFA_PENDING_MINUTES,
  mfaCodeInputSchema,
  mfaPasswordInputSchema,
  passkeyLoginInputSchema,
  passkeyRegisterInputSchema,
} from '@beceri/domain';
import { normalizeEmail } from '../../lib/email.ts';
import { uuidOr404 } from '../../lib/ids.ts';
import { failureLimits, limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser, sessionToken, setSessionCookie } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open while a second factor must be set up (plugins/mfa-gate.ts). */
    mfaSetup?: true;
  }
}

const pendingToken = (app: FastifyInstance, req: FastifyRequest) =>
  req.cookies[service.pendingCookieName(app.config.cookieSecure)];

function clearPendingCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(service.pendingCookieName(app.config.cookieSecure), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.cookieSecure,
  });
}

/**
 * After a right password: with a second factor on, no session yet — a 5-minute cookie for `POST /auth/mfa` or
 * `POST /auth/passkey` instead. Answers undefined when the account has no second factor.
 */
export async function secondStep(app: FastifyInstance, reply: FastifyReply, userId: string) {
  const deps = service.mfaDeps(app);
  const factors = await service.hasFactor(deps, userId);
  if (!factors.totp && !factors.passkey) return undefined;
  const token = await service.beginPendingLogin(deps, userId);
  reply.setCookie(service.pendingCookieName(app.config.cookieSecure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.cookieSecure,
    maxAge: MFA_PENDING_MINUTES * 60,
  });
  return { ok: false as const, mfaRequired: true as const, methods: factors };
}

export default async function mfaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loggedIn = app.authorize();
  const adminOnly = app.authorize('admin');
  const setup = { mfaSetup: true } as const;
  const deps = service.mfaDeps(app);

  /** The pending login's account, so wrong codes count with the password's failures of that account. */
  const pendingAccount = async (req: FastifyRequest) => {
    const pending = await service.pendingLogin(deps, pendingToken(app, req));
    return pending ? normalizeEmail(pending.user.email) : '';
  };
  const codeLimits = failureLimits(app, 'login', service.MFA_CODE_INVALID, pendingAccount, true);
  /** The routes that ask for the password again: a session holder cannot guess it faster than the profile allows. */
  const withPassword = {
    preHandler: [
      loggedIn,
      limit(app, 'mfa-password', { max: 10, windowMs: 15 * 60_000, key: (req) => req.user?.id ?? '' }),
    ],
    schema: { body: objectBody(mfaPasswordInputSchema) },
  };

  async function finishLogin(req: FastifyRequest, reply: FastifyReply, user: { id: string; role: string }) {
    const previous = sessionToken(app, req);
    if (previous) await app.sessions.destroy(previous);
    setSessionCookie(app, reply, await app.sessions.create(user.id));
    clearPendingCookie(app, reply);
  }

  async function requirePending(req: FastifyRequest) {
    const pending = await service.pendingLogin(deps, pendingToken(app, req));
    if (!pending) throw service.pendingExpired();
    return pending;
  }

  // ── The second step of a login ──
  app.post('/auth/mfa', { ...codeLimits, schema: { body: objectBody(mfaCodeInputSchema) } }, async (req, reply) => {
    const pending = await requirePending(req);
    const { user, recoveryCodesLeft } = await service.completeWithCode(deps, pending, req.body.code);
    await finishLogin(req, reply, user);
    return {
      ok: true,
      role: user.role,
      id: user.id,
      ...(recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }),
    };
  });

  app.post('/auth/passkey/options', async (req) => service.passkeyLoginOptions(deps, req, await requirePending(req)));

  app.post(
    '/auth/passkey',
    { ...codeLimits, schema: { body: objectBody(passkeyLoginInputSchema) } },
    async (req, reply) => {
      const pending = await requirePending(req);
      const { user } = await service.completeWithPasskey(deps, req, pending, req.body.response);
      await finishLogin(req, reply, user);
      return { ok: true, role: user.role, id: user.id };
    },
  );

  // ── The person's own factors ──
  app.get('/me/mfa', { preHandler: loggedIn, config: setup }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return service.status(deps, currentUser(req));
  });

  app.post('/me/mfa/totp', { preHandler: loggedIn, config: setup }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return service.startTotp(deps, currentUser(req));
  });

  app.post(
    '/me/mfa/totp/confirm',
    { preHandler: loggedIn, config: setup, schema: { body: objectBody(mfaCodeInputSchema) } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.confirmTotp(deps, currentUser(req), req.body.code);
    },
  );

  app.post('/me/mfa/recovery-codes', withPassword, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return service.renewRecoveryCodes(deps, currentUser(req), req.body.password);
  });

  app.delete('/me/mfa', withPassword, async (req) => {
    await service.disable(deps, currentUser(req), req.body.password);
    return { ok: true };
  });

  app.post('/me/mfa/passkeys/options', { preHandler: loggedIn, config: setup }, async (req) =>
    service.passkeyRegistrationOptions(deps, req, currentUser(req)),
  );

  app.post(
    '/me/mfa/passkeys',
    { preHandler: loggedIn, config: setup, schema: { body: objectBody(passkeyRegisterInputSchema) } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await service.registerPasskey(deps, req, currentUser(req), req.body);
      return reply.status(201).send(answer);
    },
  );

  app.delete('/me/mfa/passkeys/:id', { preHandler: loggedIn, schema: { params: idParams } }, async (req) => {
    await service.removePasskey(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  // ── Admins ──
  app.delete('/admin/users/:id/mfa', { preHandler: adminOnly, schema: { params: idParams } }, async (req) => {
    await service.adminReset(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });
}
