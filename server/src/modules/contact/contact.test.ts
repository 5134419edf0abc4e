import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index.ts';
import { createUser, injectAs } from '../../../test/helpers.ts';
import { appWithSmtp } from '../../../test/smtp.ts';

const MAILBOX = 'iletisim@oda.example';
const ctx = appWithSmtp({ CONTACT_EMAIL: MAILBOX });

let ip = 0;
/** A message with a way to reply (an e-mail) unless the test says otherwise. */
const send = (payload: object, remoteAddress = `10.5.${(ip >> 8) & 255}.${ip++ & 255}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/mail/contact',
    payload: { email: 'yanit@example.org', ...payload },
    remoteAddress,
  });
const stored = async () => (await ctx.app.db.select({ n: count() }).from(contactMessages))[0].n;

describe('POST /mail/contact', () => {
  it('stores the message and mails it to the configured mailbox, answerable to the sender', async () => {
    const res = await send({
      name: 'Ali Veli',
      phone: '0532 000 00 00',
      email: 'ali@example.com',
      message: 'Kurs ne zaman başlıyor?\nTeşekkürler.',
    });
    expect(res.statusCode).toBe(201);
    const mail = await ctx.smtp.next(MAILBOX);
    expect(mail.subject).toBe('İletişim formundan yeni mesaj: Ali Veli');
    expect(mail.replyTo?.[0]?.address).toBe('ali@example.com');
    expect(mail.text).toContain('Kurs ne zaman başlıyor?\nTeşekkürler.');
    expect(mail.text).toContain('0532 000 00 00');
  });

  it('escapes markup a sender writes into the HTML mail', async () => {
    await send({ name: '<b>x</b>', message: '<script>alert(1)</script>' });
    const mail = await ctx.smtp.next(MAILBOX);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('keeps the message when the mailbox is down', async () => {
    const before = await stored();
    ctx.smtp.refuse = true;
    try {
      expect((await send({ name: 'Ayşe', message: 'Posta sunucusu kapalıyken' })).statusCode).toBe(201);
    } finally {
      ctx.smtp.refuse = false;
    }
    expect(await stored()).toBe(before + 1);
  });

  it('refuses an empty message, a bad e-mail or no way to reply, and stores none of them', async () => {
    const before = await stored();
    const empty = await send({ name: 'Ali', message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.message).toBe('Bu alan zorunludur');
    expect((await send({ message: 'Merhaba', email: 'ali@' })).json().fields.email).toBe('Geçersiz e-posta adresi');
    // No way to reply: neither an e-mail nor a phone.
    const unanswerable = await send({ name: 'Ali', message: 'Merhaba', email: '', phone: ' ' });
    expect(unanswerable.statusCode).toBe(400);
    expect(unanswerable.json().fields.email).toBe(
      'Size dönebilmemiz için e-posta adresinizi veya telefon numaranızı yazın',
    );
    expect((await send({ message: 'Merhaba', email: '', phone: '0262 000 00 00' })).statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('throttles one address after 5 messages without blocking another', async () => {
    const addr = '10.66.0.1';
    for (let i = 0; i < 5; i++) expect((await send({ message: `mesaj ${i}` }, addr)).statusCode).toBe(201);
    const blocked = await send({ message: 'bir tane daha' }, addr);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.');
    expect((await send({ message: 'başka adres' }, '10.66.0.2')).statusCode).toBe(201);
  });
});

describe('GET /admin/messages', () => {
  it('shows admins the messages newest first, paged, with the total', async () => {
    await send({ name: 'Son', message: 'en yeni mesaj' });
    const admin = await createUser(ctx.app, 'admin');
    const res = await injectAs(ctx.app, admin, { url: '/admin/messages?limit=2' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(await stored());
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'Son', message: 'en yeni mesaj', email: 'yanit@example.org', phone: '' });
    expect(Date.parse(rows[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(rows[1].createdAt));
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/admin/messages' })).statusCode).toBe(401);
    for (const role of ['student', 'teacher', 'company'] as const) {
      expect((await injectAs(ctx.app, await createUser(ctx.app, role), { url: '/admin/messages' })).statusCode).toBe(
        403,
      );
    }
  });
});
