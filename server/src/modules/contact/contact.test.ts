import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index.ts';
import { createUser, injectAs, logEntries } from '../../../test/helpers.ts';
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

describe('the admin inbox (decision 057)', () => {
  const latest = async (admin: Parameters<typeof injectAs>[1], filter = 'all') => {
    const res = await injectAs(ctx.app, admin, { url: `/admin/messages?filter=${filter}&limit=50` });
    expect(res.statusCode).toBe(200);
    return {
      rows: res.json() as { id: string; message: string; readAt: string | null; repliedAt: string | null }[],
      total: Number(res.headers['x-total-count']),
    };
  };

  it('lists a new message as unread; opening marks it read, and it can be marked unread again', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const id = (await send({ name: 'Okur', message: 'okunacak mesaj' })).json().id as string;
    const unreadBefore = await latest(admin, 'unread');
    expect(unreadBefore.rows.find((r) => r.id === id)?.readAt).toBeNull();

    const open = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/messages/${id}/read`,
      payload: { read: true },
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().readAt).not.toBeNull();
    const unreadAfter = await latest(admin, 'unread');
    expect(unreadAfter.rows.map((r) => r.id)).not.toContain(id);
    expect(unreadAfter.total).toBe(unreadBefore.total - 1);
    expect((await latest(admin, 'all')).rows.map((r) => r.id)).toContain(id);

    const again = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/messages/${id}/read`,
      payload: { read: false },
    });
    expect(again.json().readAt).toBeNull();
    expect((await latest(admin, 'unread')).rows.map((r) => r.id)).toContain(id);

    const missing = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: '/admin/messages/00000000-0000-4000-8000-000000000000/read',
      payload: { read: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Mesaj bulunamadı.');
  });

  it("mails a reply to the sender through the queue, marks the message answered and logs it without the sender's name", async () => {
    const admin = await createUser(ctx.app, 'admin');
    const id = (await send({ name: 'Soran Kişi', email: 'soran@example.org', message: 'Ne zaman?' })).json()
      .id as string;
    await ctx.smtp.next(MAILBOX);
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/admin/messages/${id}/reply`,
      payload: { subject: 'Kurs tarihi', text: 'Kurs 1 Aralık pazartesi başlıyor.' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.next('soran@example.org');
    expect(mail.subject).toBe('Kurs tarihi');
    expect(mail.text?.startsWith('Merhaba Soran,')).toBe(true);
    expect(mail.text).toContain('Kurs 1 Aralık pazartesi başlıyor.');
    expect(mail.text).toContain('iletişim formuna yazdığınız mesaja yanıttır');
    expect(mail.text).not.toContain('Ne zaman?');
    expect(mail.replyTo?.[0]?.address).toBe(MAILBOX);
    const row = (await latest(admin)).rows.find((r) => r.id === id)!;
    expect(row.repliedAt).not.toBeNull();
    expect(row.readAt).not.toBeNull();
    const entries = await logEntries(ctx.app, admin.id);
    expect(entries.at(-1)).toMatchObject({ event: 'contact.replied', params: { messageId: id } });
    expect(entries.at(-1)!.text).toBe('Yönetici bir iletişim mesajını e-postayla yanıtladı');
    expect(JSON.stringify(entries.at(-1))).not.toContain('Soran');
  });

  it('frames the reply in the language the sender wrote in', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/mail/contact?lang=en',
      payload: { name: 'Amira Haddad', email: 'amira@example.org', message: 'When does the course start?' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(201);
    await ctx.smtp.next(MAILBOX);
    await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/admin/messages/${res.json().id}/reply`,
      payload: { subject: '', text: 'It starts on Monday, 1 December.' },
    });
    const mail = await ctx.smtp.next('amira@example.org');
    expect(mail.subject).toBe('A reply to your message');
    expect(mail.text?.startsWith('Hello Amira,')).toBe(true);
    expect(mail.text).toContain('It starts on Monday, 1 December.');
    expect(mail.text).toContain('This is a reply to the message you sent through the Beceri contact form.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('refuses a reply to a message with no e-mail (409) and an empty reply (400), queueing nothing', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const id = (await send({ email: '', phone: '0532 111 11 11', message: 'Beni arayın' })).json().id as string;
    await ctx.smtp.next(MAILBOX);
    const noEmail = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/admin/messages/${id}/reply`,
      payload: { text: 'Merhaba' },
    });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().code).toBe('NO_EMAIL');
    const withEmail = (await send({ message: 'Boş yanıt' })).json().id as string;
    const empty = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/admin/messages/${withEmail}/reply`,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const row = (await latest(admin)).rows.find((r) => r.id === withEmail)!;
    expect(row.repliedAt).toBeNull();
  });

  it('deletes a message and logs the deletion; a second delete is 404', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const id = (await send({ message: 'silinecek' })).json().id as string;
    const del = () => injectAs(ctx.app, admin, { method: 'DELETE', url: `/admin/messages/${id}` });
    expect((await del()).statusCode).toBe(200);
    expect((await latest(admin)).rows.map((r) => r.id)).not.toContain(id);
    expect((await logEntries(ctx.app, admin.id)).at(-1)).toMatchObject({ event: 'contact.deleted' });
    expect((await del()).statusCode).toBe(404);
  });
});
