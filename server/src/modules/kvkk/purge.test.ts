import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { contactMessages, passwordResets, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { monthsBefore, purgeExpiredData } from './purge.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('purge of expired personal data after 7 days', () => {
  it('deletes outbox mails, dead reset codes and ended sessions older than 7 days, and keeps the rest', async () => {
    const user = await createUser(ctx.app, 'student');
    const outbox = path.join(ctx.dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    const oldMail = path.join(outbox, 'old.eml');
    const newMail = path.join(outbox, 'new.eml');
    fs.writeFileSync(oldMail, 'Subject: Şifre sıfırlama\n\nKod: 123456');
    fs.writeFileSync(newMail, 'Subject: Şifre sıfırlama\n\nKod: 654321');
    fs.utimesSync(oldMail, ago(8), ago(8));
    fs.utimesSync(newMail, ago(6), ago(6));

    const code = (expiresAt: Date, consumedAt: Date | null = null) => ({
      userId: user.id,
      otpHash: hashToken(String(Math.random())),
      expiresAt,
      consumedAt,
    });
    const codes = await ctx.app.db
      .insert(passwordResets)
      .values([
        code(ago(8)),
        code(new Date(Date.now() + 600_000), ago(8)),
        code(ago(6)),
        code(new Date(Date.now() + 600_000)),
      ])
      .returning({ id: passwordResets.id });
    const session = (token: string, expiresAt: Date) => ({ tokenHash: hashToken(token), userId: user.id, expiresAt });
    await ctx.app.db.insert(sessions).values([session('alt', ago(8)), session('yeni', ago(6))]);

    expect(await purgeExpiredData(ctx.app)).toEqual({ mails: 1, resetCodes: 2, sessions: 1, contactMessages: 0 });
    expect(fs.existsSync(oldMail)).toBe(false);
    expect(fs.existsSync(newMail)).toBe(true);
    const left = await ctx.app.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        inArray(
          passwordResets.id,
          codes.map((c) => c.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([codes[2].id, codes[3].id].sort());
    expect(
      await ctx.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken('alt'))),
    ).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken('yeni'))),
    ).toHaveLength(1);
    expect(await purgeExpiredData(ctx.app)).toEqual({ mails: 0, resetCodes: 0, sessions: 0, contactMessages: 0 });
  });
});

describe('purge of contact messages after CONTACT_RETENTION_MONTHS (12 by default)', () => {
  it('deletes messages received more than 12 months ago, read or not, and keeps younger ones', async () => {
    const message = (text: string, createdAt: Date, readAt: Date | null = null) => ({
      message: text,
      email: 'gonderen@example.org',
      createdAt,
      readAt,
    });
    await ctx.app.db
      .insert(contactMessages)
      .values([
        message('13 ay önce', ago(396)),
        message('13 ay önce, okundu', ago(396), ago(390)),
        message('11 ay önce', ago(334)),
      ]);
    expect(ctx.app.config.contactRetentionMonths).toBe(12);
    expect((await purgeExpiredData(ctx.app)).contactMessages).toBe(2);
    const left = await ctx.app.db.select({ message: contactMessages.message }).from(contactMessages);
    expect(left.map((r) => r.message)).toEqual(['11 ay önce']);
  });

  it('counts calendar months: a day the earlier month lacks is its last day, so nothing goes before its time', async () => {
    const at = (iso: string) => new Date(iso);
    expect(monthsBefore(at('2027-12-31T10:00:00Z'), 10)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(monthsBefore(at('2027-03-31T10:00:00Z'), 1)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(monthsBefore(at('2028-02-29T12:00:00Z'), 12)).toEqual(at('2027-02-28T12:00:00Z'));
    expect(monthsBefore(at('2028-03-31T12:00:00Z'), 1)).toEqual(at('2028-02-29T12:00:00Z'));
    expect(monthsBefore(at('2027-01-15T08:30:00Z'), 12)).toEqual(at('2026-01-15T08:30:00Z'));
    // On 29 February 2028 a message of the evening of 28 February 2027 is not yet 12 months old: it stays.
    const [young, old] = await ctx.app.db
      .insert(contactMessages)
      .values([
        { message: 'tam 12 ay olmadı', email: 'gonderen@example.org', createdAt: at('2027-02-28T18:00:00Z') },
        { message: '12 aydan eski', email: 'gonderen@example.org', createdAt: at('2027-02-27T18:00:00Z') },
      ])
      .returning({ id: contactMessages.id });
    await purgeExpiredData(ctx.app, at('2028-02-29T12:00:00Z'));
    const left = await ctx.app.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, [young.id, old.id]));
    expect(left.map((r) => r.id)).toEqual([young.id]);
  });
});
