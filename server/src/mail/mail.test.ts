import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { createTestApp, multipart, type TestContext } from '../../test/helpers.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { contactMail, resetCodeMail, welcomeMail } from './templates.ts';

describe('mail templates', () => {
  it('are Turkish, carry the product mark, and load nothing from elsewhere', () => {
    for (const mail of [
      welcomeMail({ name: 'Ayşe', publicUrl: 'https://beceri.example' }),
      resetCodeMail({ code: '123456' }),
      contactMail({ name: 'Ali', phone: '', email: 'ali@example.com', message: 'Merhaba' }),
    ]) {
      expect(mail.html).toContain('<html lang="tr">');
      expect(mail.html).toContain('Beceri');
      expect(mail.html).not.toMatch(/<img|<script|src=|url\(/i);
      expect(mail.text.length).toBeGreaterThan(10);
    }
  });

  it('keeps a contact subject on one line whatever the sender typed', () => {
    const mail = contactMail({ name: 'Ali\r\nBcc: x@evil.example', phone: '', email: '', message: 'x' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('welcome mail after registration', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://beceri.example' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const register = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipart({ role: 'company', name: 'Mehmet', surname: 'Demir', companyName: 'Körfez Bilişim', email, password: 'abc12345', consent: 'true' }),
    });

  it('greets the new account in Turkish with a link to log in', async () => {
    expect((await register('hosgeldin@korfez.example')).statusCode).toBe(201);
    const mail = await smtp.next('hosgeldin@korfez.example');
    expect(mail.subject).toBe('Beceri platformuna hoş geldiniz');
    expect(mail.text).toContain('Merhaba Körfez Bilişim,');
    expect(mail.text).toContain('https://beceri.example/login');
    expect(mail.html).toContain('Kaydınız başarıyla oluşturuldu.');
  });

  it('never undoes a registration when the mailbox is down', async () => {
    smtp.refuse = true;
    try {
      expect((await register('posta-yok@korfez.example')).statusCode).toBe(201);
    } finally {
      smtp.refuse = false;
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'posta-yok@korfez.example'));
    expect(row.role).toBe('company');
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'posta-yok@korfez.example', password: 'abc12345' } });
    expect(login.statusCode).toBe(200);
  });
});
