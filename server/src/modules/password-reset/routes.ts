import type { FastifyInstance } from 'fastify';
import { bodyEmail, limit } from '../../lib/rate-limit.ts';
import { resetPassword, sendResetCode, verifyCode } from './service.ts';

const WINDOW = 15 * 60_000;

/** DESIGN.md §4's reset flow: the server makes the code, the client only relays it. */
export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post(
    '/mail/forgot-password',
    {
      preHandler: [
        limit(app, 'forgot-ip', { max: 10, windowMs: WINDOW }),
        limit(app, 'forgot-account', { max: 5, windowMs: WINDOW, key: bodyEmail }),
      ],
    },
    async (req) => {
      await sendResetCode(app, req.body);
      return { ok: true };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      preHandler: [
        limit(app, 'otp-ip', { max: 30, windowMs: WINDOW }),
        limit(app, 'otp-account', { max: 15, windowMs: WINDOW, key: bodyEmail }),
      ],
    },
    async (req) => verifyCode(app, req.body),
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: [
        limit(app, 'reset-ip', { max: 20, windowMs: WINDOW }),
        limit(app, 'reset-account', { max: 10, windowMs: WINDOW, key: bodyEmail }),
      ],
    },
    async (req) => {
      await resetPassword(app, req.body);
      return { ok: true };
    },
  );
}
