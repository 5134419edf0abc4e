import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mfaMessages } from '@beceri/domain';
import { hasFactor } from '../modules/mfa/repository.ts';
import { HttpError } from './errors.ts';

/** What a person who must still set up a second factor may call besides the set-up routes (`config.mfaSetup`). */
export const mfaGateOpen = new Set([
  'GET /health',
  'GET /config/public',
  'POST /auth/login',
  'POST /auth/logout',
  'GET /auth/check-session',
  'GET /auth/check',
  'PUT /me/locale',
]);

export const mfaSetupRequired = () => new HttpError(403, 'MFA_SETUP_REQUIRED', mfaMessages.setupRequired);

/**
 * MFA_REQUIRED_ROLES (docs/product.md): an account of those roles without a second factor may only set
 * one up; every other route answers 403 `MFA_SETUP_REQUIRED`, before its input is even read. Pages still load (their
 * hook answers earlier), so the web app can send the person to the set-up screen. Costs one query per request for
 * the listed roles only; the read cache's fast path leaves those roles to this path (plugins/read-cache).
 */
export default fp(async function mfaGate(app: FastifyInstance) {
  app.addHook('preValidation', async function requireSecondFactor(req) {
    const user = req.user;
    if (!user || !app.config.mfaRequiredRoles.includes(user.role)) return;
    const route = req.routeOptions.url;
    if (route === undefined || req.routeOptions.config.mfaSetup || mfaGateOpen.has(`${req.method} ${route}`)) return;
    const factors = await hasFactor(app.db, user.id);
    if (!factors.totp && !factors.passkey) throw mfaSetupRequired();
  });
});
