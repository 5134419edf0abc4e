import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '@beceri/domain';
import { maskAddress } from '../../plugins/mail.ts';
import { createUser, injectAs, logEntries, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, codeFrom } from '../../../test/smtp.ts';

// An outage in seconds (decision 036): a refused mail is tried again every second and given up 4 s after it was
// queued.
const ctx = appWithSmtp({
  MAIL_RETRY_FIRST_SECONDS: '1',
  MAIL_RETRY_MAX_SECONDS: '1',
  MAIL_RETRY_WINDOW_SECONDS: '4',
});
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(ctx.app, 'admin');
});

const list = async (state: string, query = '') => {
  const res = await injectAs(ctx.app, admin, { url: `/admin/outbox?state=${state}${query}` });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as OutboxMail[], total: Number(res.headers['x-total-count']), res };
};
const retry = (user: TestUser | null, id: string, lang = '') =>
  injectAs(ctx.app, user, { method: 'POST', url: `/admin/outbox/${id}/retry${lang}` });
const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/mail/forgot-password', payload: { email }, remoteAddress: '10.60.0.1' });
const mailsTo = (email: string) => ctx.smtp.messages.filter((m) => m.rcptTo.includes(email.toLowerCase()));

describe('who may read the outbox and retry a mail', () => {
  it('admins only: anonymous callers 401, every other role 403', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const state of ['queued', 'failed']) {
      const url = `/admin/outbox?state=${state}`;
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await injectAs(ctx.app, admin, { url })).statusCode).toBe(200);
    }
    expect((await retry(null, someId)).statusCode).toBe(401);
    for (const role of ['student', 'company', 'teacher'] as const) {
      const user = await createUser(ctx.app, role);
      for (const state of ['queued', 'failed']) {
        const res = await injectAs(ctx.app, user, { url: `/admin/outbox?state=${state}` });
        expect(res.statusCode, `${role} ${state}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect((await retry(user, someId)).statusCode, role).toBe(403);
    }
    // An unknown or malformed id is 404 for an admin.
    expect((await retry(admin, someId)).statusCode).toBe(404);
    expect((await retry(admin, 'x')).statusCode).toBe(404);
  });
});

describe('mails SMTP refuses', () => {
  it(
    'are listed as queued (masked, tries, last error, next try), then failed after the window; a retry puts one back in the queue and it arrives once',
    { timeout: 90_000 },
    async () => {
      const student = await createUser(ctx.app, 'student');
      const masked = maskAddress(student.email);
      ctx.smtp.refuse = true;
      // Two reset codes: two real mails queued in the transaction that makes each code.
      expect((await forgot(student.email)).statusCode).toBe(200);
      expect((await forgot(student.email)).statusCode).toBe(200);

      // Queued: refused once at least, with the next try due and SMTP's code as the last error.
      const queued = await vi.waitFor(
        async () => {
          const { items, total, res } = await list('queued');
          expect(total).toBe(2);
          // Between two tries (not while one is under way).
          expect(items.every((m) => m.state === 'retry' && m.tries >= 1)).toBe(true);
          return { items, res };
        },
        { timeout: 15_000, interval: 200 },
      );
      for (const mail of queued.items) {
        expect(mail).toMatchObject({ template: 'reset-code', to: masked, state: 'retry', lastError: 'SMTP 550' });
        expect(mail.failedAt).toBeNull();
        expect(Date.parse(mail.nextTryAt!)).toBeGreaterThan(Date.parse(mail.createdAt));
      }
      // Neither the address nor the code, nor the sealed message, is in the answer.
      expect(queued.res.body).not.toContain(student.email);
      expect(queued.res.body).not.toMatch(/"\d{6}"|\b\d{6}\b|sealed|v\d\./);
      expect(queued.res.headers['cache-control']).toBe('private, no-store');

      // Failed once the window has passed; the queued list is empty again.
      const failed = await vi.waitFor(
        async () => {
          const { items, total } = await list('failed');
          expect(total).toBe(2);
          return items;
        },
        { timeout: 30_000, interval: 250 },
      );
      for (const mail of failed) {
        expect(mail).toMatchObject({ template: 'reset-code', to: masked, state: 'failed', lastError: 'SMTP 550' });
        expect(mail.tries).toBeGreaterThanOrEqual(2);
        expect(mail.nextTryAt).toBeNull();
        expect(mail.failedAt).not.toBeNull();
      }
      expect((await list('queued')).total).toBe(0);
      expect(mailsTo(student.email)).toHaveLength(0);

      // Paged, newest first: the later code's mail is on page 1.
      const page1 = await list('failed', '&limit=1&page=1');
      const page2 = await list('failed', '&limit=1&page=2');
      expect(page1.total).toBe(2);
      expect(page1.items).toHaveLength(1);
      expect(page2.items).toHaveLength(1);
      expect(page2.items[0].id).not.toBe(page1.items[0].id);
      expect(Date.parse(page1.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page2.items[0].createdAt));
      const latest = page1.items[0];

      // SMTP is back but slow: the retried mail waits in the queue until it has been handed over.
      ctx.smtp.refuse = false;
      const release = ctx.smtp.hold();
      const retried = await retry(admin, latest.id);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ ok: true });
      const back = await list('queued');
      expect(back.items.map((m) => m.id)).toEqual([latest.id]);
      expect(['retry', 'active']).toContain(back.items[0].state);
      expect((await list('failed')).items.map((m) => m.id)).toEqual([page2.items[0].id]);
      // Retrying it again while it waits: it has not failed (409, in the caller's language).
      const notFailed = await retry(admin, latest.id);
      expect(notFailed.statusCode).toBe(409);
      expect(notFailed.json()).toMatchObject({
        code: 'NOT_FAILED',
        error: 'Bu e-posta başarısız olmadı; yalnızca başarısız e-postalar yeniden gönderilebilir.',
      });
      expect((await retry(admin, latest.id, '?lang=en')).json().error).toBe(
        'This mail has not failed; only failed mails can be sent again.',
      );

      release();
      // It arrives, once, and its code is the one that works (the later code ended the earlier one).
      const mail = await ctx.smtp.next(student.email, 20_000);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/auth/verify-otp',
            payload: { email: student.email, otp: codeFrom(mail) },
            remoteAddress: '10.60.0.2',
          })
        ).statusCode,
      ).toBe(200);
      await vi.waitFor(async () => expect((await list('queued')).total).toBe(0), { timeout: 10_000, interval: 200 });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(mailsTo(student.email)).toHaveLength(1);
      // The other one stays failed until someone retries it.
      expect((await list('failed')).items.map((m) => m.id)).toEqual([page2.items[0].id]);

      // The retry is in the activity log, naming the template only.
      expect((await logEntries(ctx.app, admin.id)).map((l) => l.event)).toEqual(['mail.retried']);
      expect((await logEntries(ctx.app, admin.id))[0].text).toBe(
        'Yönetici gönderilemeyen bir e-postayı (reset-code) yeniden gönderime aldı',
      );
    },
  );
});
