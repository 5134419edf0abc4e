import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/**
 * Two-factor sign-in (decision 038). Every row goes with its account (ON DELETE CASCADE); none holds a secret in
 * clear: the TOTP secret is sealed with DATA_KEY, recovery codes and pending-login tokens are stored as hashes.
 */

/** An account's authenticator app: set up (`confirmedAt` null) until the first right code confirms it. */
export const mfaTotp = pgTable('mfa_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, encrypted with DATA_KEY (lib/personal-data.ts), bound to the user id. */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebAuthn credential (passkey) registered to an account. */
export const mfaPasskeys = pgTable(
  'mfa_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mfa_passkeys_credential_unique').on(t.credentialId),
    index('mfa_passkeys_user_idx').on(t.userId),
  ],
);

/** Single-use recovery codes: SHA-256 of each, `usedAt` set when spent. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Short-lived challenges: a login between the password and the second factor (`login`, keyed by the hash of the
 * 5-minute cookie's token, with the passkey challenge once asked) and a passkey being registered (`register`).
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The WebAuthn challenge handed out for this step, if any. */
    challenge: text('challenge'),
    /** Wrong codes sent for this pending login; at 5 it ends and the password is asked again. */
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mfa_challenges_user_idx').on(t.userId),
    check('mfa_challenges_purpose', sql`${t.purpose} in ('login', 'register')`),
  ],
);

/**
 * Wrong app codes checked per account and Europe/Istanbul day, from any address (docs/security.md#second-factor): at
 * the day's cap no app code is checked until the next day, while recovery codes and passkeys still sign in.
 */
export const mfaCodeChecks = pgTable(
  'mfa_code_checks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    wrong: integer('wrong').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
