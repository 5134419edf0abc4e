import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordInputSchema, resetPasswordInputSchema } from '@beceri/domain';
import { withNewPassword } from '../../lib/passwords.ts';
import { bodyEmail, failureLimits, limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { passwordResetDeps, resetPassword, sendResetCodeWith, verifyCode } from './service.ts';

const WINDOW = 15 * 60_000;

/** docs/security.md's reset flow: the server makes the code, the client only relays it. */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = passwordResetDeps(app);
  // Codes still being written when the server stops are finished before the database closes.
  const writing = new Set<Promise<void>>();
  app.addHook('onClose', () => Promise.all(writing).then(() => undefined));
  app.post(
    '/mail/forgot-password',
    {
      preHandler: [
        // A mail a person can ask for again; a class behind one address may all forget at once.
        limit(app, 'forgot-ip', { max: 30, windowMs: WINDOW }),
        limit(app, 'forgot-account', { max: 5, windowMs: WINDOW, key: bodyEmail }),
      ],
      schema: { body: objectBody(forgotPasswordInputSchema) },
    },
    async (req) => {
      // The answer does not wait for the code's transaction, which only a registered address has: its time would
      // tell one from another (docs/security.md). The code is in the queue a few milliseconds later.
      const work = sendResetCodeWith(deps, req.body).catch((err: unknown) =>
        req.log.error({ err }, 'reset code not written'),
      );
      writing.add(work);
      void work.finally(() => writing.delete(work));
      return { ok: true };
    },
  );

  app.post('/auth/verify-otp', failureLimits(app, 'otp', 'INVALID_OTP'), async (req) => verifyCode(deps, req.body));

  app.post(
    '/auth/reset-password',
    {
      ...failureLimits(app, 'reset', 'RESET_FAILED'),
      schema: { body: objectBody(withNewPassword(resetPasswordInputSchema)) },
    },
    async (req) => {
      await resetPassword(deps, req.body);
      // The owner locked out by failures (their own or someone else's) can log in again.
      await app.rateLimits.clearAccount(bodyEmail(req));
      return { ok: true };
    },
  );
}
