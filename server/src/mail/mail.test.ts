import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { createTestApp, multipart, type TestContext } from '../../test/helpers.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { hiredMail } from './hire.ts';
import { contactMail, passwordChangedMail, resetCodeMail, welcomeMail } from './templates.ts';

describe('mail templates', () => {
  it('are Turkish, carry the product mark, and load nothing from elsewhere', () => {
    for (const mail of [
      welcomeMail({ publicUrl: 'https://beceri.example' }),
      passwordChangedMail({ publicUrl: 'https://beceri.example' }),
      hiredMail({ jobTitle: 'Tekniker', publicUrl: 'https://beceri.example' }),
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

  const register = (email: string, typed = { name: 'Mehmet', surname: 'Demir', companyName: 'Körfez Bilişim' }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipart({ role: 'company', ...typed, email, password: 'Kartal-2024', consent: 'true' }),
    });

  it('greets the new account in Turkish with a link to log in', async () => {
    expect((await register('hosgeldin@korfez.example')).statusCode).toBe(201);
    const mail = await smtp.next('hosgeldin@korfez.example');
    expect(mail.subject).toBe('Beceri platformuna hoş geldiniz');
    expect(mail.text).toContain('Merhaba,');
    expect(mail.text).toContain('https://beceri.example/login');
    expect(mail.html).toContain('Beceri hesabınız bu e-posta adresiyle oluşturuldu.');
  });

  it('repeats nothing the registrant typed, so no one can send their text to any address', async () => {
    const typed = { name: 'Hesabınız', surname: 'askıya', companyName: 'Hesabınız askıya alındı, http://evil.example adresine girin' };
    expect((await register('kurban@korfez.example', typed)).statusCode).toBe(201);
    const mail = await smtp.next('kurban@korfez.example');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/askıya|evil\.example|Hesabınız askıya/);
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
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'posta-yok@korfez.example', password: 'Kartal-2024' } });
    expect(login.statusCode).toBe(200);
  });
});
