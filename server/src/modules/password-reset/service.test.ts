import { describe, expect, it } from 'vitest';
import { OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, OTP_WRONG_PER_DAY } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { uuid } from '../../../test/people.ts';
import { resetPassword, sendResetCodeWith, verifyCode, type PasswordResetDeps } from './service.ts';
import { tracedDb } from '../../../test/fakes.ts';

/*
 * The password reset's rules alone, on in-memory rows and a clock the tests set (docs/product.md, Password reset;
 * docs/security.md, 'Reset codes: a lifetime cap'): an unknown address is answered as a known one, a code is kept only
 * as a hash, lives 10 minutes, serves once and dies after 5 wrong tries, at most 20 wrong codes a day are checked
 * unless the check names the mailed code, and a reset sets the new hash and ends every session. HTTP, SQL (the row
 * lock, the one-statement counters), the queue and the rate limits are tested in password-reset.test.ts.
 */

const OLD_PASSWORD = 'Eski-Parola-42';
const NEW_PASSWORD = 'Yeni-Parola-77';
const oldHash = await hashPassword(OLD_PASSWORD);
const PUBLIC_URL = 'https://beceri.example';
const START = Date.parse('2026-11-27T09:00:00Z');
const userId = uuid(1);
const EMAIL = 'elif.demir@example.com';

type ResetRow = {
  id: string;
  userId: string;
  otpHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  resetTokenHash: string | null;
};

function world() {
  const clock = { now: START };
  const users = new Map<string, User>([
    [userId, { id: userId, email: EMAIL, passwordHash: oldHash, locale: 'tr' } as User],
  ]);

  const { db } = tracedDb();

  /** The codes in the order they were made (the newest last). */
  const rows: ResetRow[] = [];
  /** Today's wrong codes checked, per account (the tests stay within one Istanbul day). */
  const wrongToday = new Map<string, number>();
  const writes: { what: string; tx: unknown }[] = [];
  const live = (r: ResetRow) => !r.consumedAt && !r.resetTokenHash && r.expiresAt.getTime() > clock.now;
  const newestLive = (user: string) => rows.filter((r) => r.userId === user && live(r)).at(-1);

  const resets: PasswordResetDeps['resets'] = {
    lockPerson: async (tx) => {
      writes.push({ what: 'lock', tx });
    },
    insertReset: async (tx, row) => {
      writes.push({ what: 'insert', tx });
      rows.push({ ...row, attempts: 0, consumedAt: null, resetTokenHash: null });
    },
    voidOtherResets: async (_tx, user) => {
      for (const r of rows) if (r.userId === user && !r.consumedAt) r.consumedAt = new Date(clock.now);
    },
    newestLiveResetId: async (_db, user) => newestLive(user)?.id,
    claimTry: async (_db, user, maxAttempts) => {
      const row = newestLive(user);
      if (!row || row.attempts >= maxAttempts) return undefined;
      row.attempts++;
      return { id: row.id, otpHash: row.otpHash, attempts: row.attempts };
    },
    voidReset: async (_db, id) => {
      const row = rows.find((r) => r.id === id && !r.consumedAt);
      if (row) row.consumedAt = new Date(clock.now);
    },
    issueToken: async (_db, id, tokenHash, expiresAt) => {
      const row = rows.find((r) => r.id === id && !r.resetTokenHash && !r.consumedAt);
      if (row) Object.assign(row, { resetTokenHash: tokenHash, expiresAt });
      return Boolean(row);
    },
    consumeToken: async (_tx, user, tokenHash) => {
      const row = rows.find(
        (r) =>
          r.userId === user && r.resetTokenHash === tokenHash && !r.consumedAt && r.expiresAt.getTime() > clock.now,
      );
      if (row) row.consumedAt = new Date(clock.now);
      return Boolean(row);
    },
    claimDailyCheck: async (_db, user, max) => {
      const wrong = wrongToday.get(user) ?? 0;
      if (wrong >= max) return false;
      wrongToday.set(user, wrong + 1);
      return true;
    },
    returnDailyCheck: async (_db, user) => {
      wrongToday.set(user, Math.max((wrongToday.get(user) ?? 0) - 1, 0));
    },
  };

  const sent: { message: MailMessage; tx: Tx | undefined }[] = [];
  const ended: string[] = [];
  const deps: PasswordResetDeps = {
    db,
    resets,
    auth: {
      findUserByEmail: async (_db, email) => [...users.values()].find((u) => u.email === email.toLowerCase()),
      updatePasswordHash: async (tx, id, passwordHash) => {
        writes.push({ what: 'password', tx });
        users.get(id)!.passwordHash = passwordHash;
      },
    },
    mailer: {
      send: async (message: MailMessage, tx?: Tx) => {
        sent.push({ message, tx });
        return `mail-${sent.length}`;
      },
    },
    sessions: {
      destroyAllFor: async (id: string) => {
        ended.push(id);
      },
    },
    config: { publicUrl: PUBLIC_URL, rateLimitFactor: 1 },
    now: () => clock.now,
  };

  /** Asks for a code; answers it and the code's id, both read from the mail as its owner would. */
  const ask = async () => {
    await sendResetCodeWith(deps, { email: EMAIL });
    const text = sent.at(-1)!.message.text;
    return { code: /\b(\d{6})\b/.exec(text)![1], reset: /reset=([0-9a-f-]{36})/.exec(text)![1] };
  };
  return { deps, clock, users, rows, wrongToday, writes, sent, ended, ask };
}

const wrongOf = (code: string) => String(((Number(code) - 100_000 + 1) % 900_000) + 100_000);
const invalidOtp = expect.objectContaining({ statusCode: 400, code: 'INVALID_OTP' });
const resetFailed = expect.objectContaining({ statusCode: 400, code: 'RESET_FAILED' });

describe('asking for a code', () => {
  it('answers an unknown address exactly as a known one, and writes and queues nothing for it', async () => {
    const w = world();
    const unknown = await sendResetCodeWith(w.deps, { email: 'nobody@example.com' });
    expect(w.rows).toEqual([]);
    expect(w.writes).toEqual([]);
    expect(w.sent).toEqual([]);
    const known = await sendResetCodeWith(w.deps, { email: EMAIL });
    expect(unknown).toEqual(known);
    expect(w.sent).toHaveLength(1);
  });

  it('keeps only the hash of the code, mails the code and its link in the same transaction', async () => {
    const w = world();
    const { code, reset } = await w.ask();
    const [row] = w.rows;
    expect(row.id).toBe(reset);
    expect(row.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.otpHash).not.toContain(code);
    expect(w.sent[0].message.to).toBe(EMAIL);
    expect(w.sent[0].message.text).toContain(`${PUBLIC_URL}/otp?`);
    const insert = w.writes.find((x) => x.what === 'insert')!;
    expect(w.sent[0].tx).toBe(insert.tx);
  });
});

describe('checking a code', () => {
  it('takes a right code once, for a reset token', async () => {
    const w = world();
    const { code } = await w.ask();
    const { token } = await verifyCode(w.deps, { email: EMAIL, otp: code });
    expect(token).toMatch(/^[\w-]{43}$/);
    await expect(verifyCode(w.deps, { email: EMAIL, otp: code })).rejects.toEqual(invalidOtp);
  });

  it('refuses a code past its 10 minutes', async () => {
    const w = world();
    const { code } = await w.ask();
    w.clock.now += OTP_LIFETIME_MS;
    await expect(verifyCode(w.deps, { email: EMAIL, otp: code })).rejects.toEqual(invalidOtp);
    const fresh = await w.ask();
    w.clock.now += OTP_LIFETIME_MS - 1;
    await expect(verifyCode(w.deps, { email: EMAIL, otp: fresh.code })).resolves.toHaveProperty('token');
  });

  it('takes the right code after 4 wrong ones, and none after 5: the code is dead', async () => {
    const w = world();
    const first = await w.ask();
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++)
      await expect(verifyCode(w.deps, { email: EMAIL, otp: wrongOf(first.code) })).rejects.toEqual(invalidOtp);
    await expect(verifyCode(w.deps, { email: EMAIL, otp: first.code })).resolves.toHaveProperty('token');

    const second = await w.ask();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await expect(verifyCode(w.deps, { email: EMAIL, otp: wrongOf(second.code) })).rejects.toEqual(invalidOtp);
    expect(w.rows[1].consumedAt).not.toBeNull();
    await expect(verifyCode(w.deps, { email: EMAIL, otp: second.code })).rejects.toEqual(invalidOtp);
  });

  it(`checks at most ${OTP_WRONG_PER_DAY} wrong codes a day; a right one gives its check back`, async () => {
    const w = world();
    const { code } = await w.ask();
    await verifyCode(w.deps, { email: EMAIL, otp: code });
    expect(w.wrongToday.get(userId)).toBe(0);
    // A stranger who knows only the address: 4 codes asked for, 5 wrong guesses each.
    for (let n = 0; n < OTP_WRONG_PER_DAY / OTP_MAX_ATTEMPTS; n++) {
      const guessed = await w.ask();
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        await expect(verifyCode(w.deps, { email: EMAIL, otp: wrongOf(guessed.code) })).rejects.toEqual(invalidOtp);
    }
    expect(w.wrongToday.get(userId)).toBe(OTP_WRONG_PER_DAY);
    // Past the cap a right code without the mail's id is not even compared, and takes none of the code's tries.
    const next = await w.ask();
    await expect(verifyCode(w.deps, { email: EMAIL, otp: next.code })).rejects.toEqual(invalidOtp);
    expect(w.rows.at(-1)!.attempts).toBe(0);
  });

  it("lets the mail's own code id past the daily cap, still dying after 5 wrong tries (docs/security.md)", async () => {
    const w = world();
    w.wrongToday.set(userId, OTP_WRONG_PER_DAY);
    const first = await w.ask();
    // Another code's id, or an old one, is no pass.
    await expect(verifyCode(w.deps, { email: EMAIL, otp: first.code, reset: uuid(77) })).rejects.toEqual(invalidOtp);
    await expect(verifyCode(w.deps, { email: EMAIL, otp: first.code, reset: first.reset })).resolves.toHaveProperty(
      'token',
    );

    const second = await w.ask();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await expect(
        verifyCode(w.deps, { email: EMAIL, otp: wrongOf(second.code), reset: second.reset }),
      ).rejects.toEqual(invalidOtp);
    await expect(verifyCode(w.deps, { email: EMAIL, otp: second.code, reset: second.reset })).rejects.toEqual(
      invalidOtp,
    );
    // The mail's checks are not counted against the day.
    expect(w.wrongToday.get(userId)).toBe(OTP_WRONG_PER_DAY);
  });

  it('answers an unknown address and a malformed body as a wrong code', async () => {
    const w = world();
    await expect(verifyCode(w.deps, { email: 'nobody@example.com', otp: '123456' })).rejects.toEqual(invalidOtp);
    await expect(verifyCode(w.deps, { email: EMAIL, otp: '12' })).rejects.toEqual(invalidOtp);
    await expect(verifyCode(w.deps, undefined)).rejects.toEqual(invalidOtp);
  });
});

describe('setting the new password', () => {
  it('sets the new hash and ends every session, once per token', async () => {
    const w = world();
    const { code } = await w.ask();
    const { token } = await verifyCode(w.deps, { email: EMAIL, otp: code });
    await resetPassword(w.deps, { email: EMAIL, password: NEW_PASSWORD, token });
    const hash = w.users.get(userId)!.passwordHash;
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, OLD_PASSWORD)).toBe(false);
    expect(w.ended).toEqual([userId]);
    // The owner is told, in the change's transaction.
    expect(w.sent).toHaveLength(2);
    expect(w.sent[1].message).toMatchObject({ to: EMAIL, subject: 'Şifreniz değiştirildi' });
    expect(w.sent[1].tx).toBeDefined();

    await expect(resetPassword(w.deps, { email: EMAIL, password: 'Baska-Parola-5', token })).rejects.toEqual(
      resetFailed,
    );
    expect(w.users.get(userId)!.passwordHash).toBe(hash);
    expect(w.ended).toEqual([userId]);
    expect(w.sent).toHaveLength(2);
  });

  it('refuses a token past its 10 minutes, a made-up one and an unknown address, changing nothing', async () => {
    const w = world();
    const { code } = await w.ask();
    const { token } = await verifyCode(w.deps, { email: EMAIL, otp: code });
    await expect(
      resetPassword(w.deps, { email: EMAIL, password: NEW_PASSWORD, token: 'x'.repeat(43) }),
    ).rejects.toEqual(resetFailed);
    await expect(resetPassword(w.deps, { email: 'nobody@example.com', password: NEW_PASSWORD, token })).rejects.toEqual(
      resetFailed,
    );
    w.clock.now += OTP_LIFETIME_MS;
    await expect(resetPassword(w.deps, { email: EMAIL, password: NEW_PASSWORD, token })).rejects.toEqual(resetFailed);
    expect(w.users.get(userId)!.passwordHash).toBe(oldHash);
    expect(w.ended).toEqual([]);
    expect(w.sent).toHaveLength(1);
  });
});
