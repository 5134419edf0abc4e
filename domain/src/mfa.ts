import { z } from 'zod';
import { enteredPasswordSchema } from './passwords.ts';

/**
 * Two-factor sign-in (docs/product.md; decision 038): TOTP (RFC 6238), passkeys (WebAuthn) and ten
 * single-use recovery codes. Message keys of the `domain` catalogue (`mfa.*`).
 */
export const mfaMessages = {
  codeRequired: 'mfa.codeRequired',
  codeInvalid: 'mfa.codeInvalid',
  dailyCodeCap: 'mfa.dailyCodeCap',
  noPendingLogin: 'mfa.noPendingLogin',
  setupRequired: 'mfa.setupRequired',
  totpAlreadyOn: 'mfa.totpAlreadyOn',
  noTotpStarted: 'mfa.noTotpStarted',
  passkeyFailed: 'mfa.passkeyFailed',
  passkeyLimit: 'mfa.passkeyLimit',
  passwordWrong: 'mfa.passwordWrong',
  notEnabled: 'mfa.notEnabled',
} as const;

export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the second factor lasts. */
export const MFA_PENDING_MINUTES = 5;
export const PASSKEY_NAME_MAX = 60;
export const PASSKEYS_MAX = 10;

/** A TOTP code (6 digits, spaces allowed) or a recovery code (`xxxx-xxxx-xxxx`). */
export const mfaCodeSchema = z
  .string({ error: mfaMessages.codeRequired })
  .trim()
  .min(1, mfaMessages.codeRequired)
  .max(40, mfaMessages.codeInvalid);

/** `POST /auth/mfa` and `POST /me/mfa/totp/confirm`. */
export const mfaCodeInputSchema = z.object({ code: mfaCodeSchema });
export type MfaCodeInput = z.infer<typeof mfaCodeInputSchema>;

/**
 * `DELETE /me/mfa` and `POST /me/mfa/recovery-codes`: the password again, so a borrowed session can neither turn the
 * second factor off nor take a fresh set of recovery codes with it.
 */
export const mfaPasswordInputSchema = z.object({ password: enteredPasswordSchema() });

/** A WebAuthn response from the browser (`@simplewebauthn/browser`); the library checks it through. */
const webauthnResponse = z
  .object({ id: z.string().min(1).max(1400), rawId: z.string().min(1).max(1400), type: z.literal('public-key') })
  .loose();

/** `POST /me/mfa/passkeys`: the new credential and a name the owner recognises it by. */
export const passkeyRegisterInputSchema = z.object({
  response: webauthnResponse,
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
});
/** `POST /auth/passkey`: the assertion for the pending login. */
export const passkeyLoginInputSchema = z.object({ response: webauthnResponse });

/** `POST /auth/login` when a second factor is due: no session yet, a 5-minute cookie for `POST /auth/mfa`. */
export interface MfaLoginAnswer {
  ok: false;
  mfaRequired: true;
  methods: { totp: boolean; passkey: boolean };
}

/** `GET /me/mfa`. */
export interface MfaStatus {
  enabled: boolean;
  /** The person's role is in MFA_REQUIRED_ROLES. */
  required: boolean;
  totp: boolean;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
}
