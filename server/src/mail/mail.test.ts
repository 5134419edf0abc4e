import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Lang } from '@beceri/domain';
import { users } from '../db/schema/index.ts';
import { createUser, injectAs, multipart, type TestUser } from '../../test/helpers.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { applicationStatusMail } from './application-status.ts';
import { contactMail, passwordChangedMail, resetCodeMail, welcomeMail } from './templates.ts';

const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
const all = (lang: Lang) => [
  welcomeMail({ publicUrl: 'https://beceri.example' }, lang),
  passwordChangedMail({ publicUrl: 'https://beceri.example' }, lang),
  ...(['Shortlisted', 'Rejected', 'Hired'] as const).map((status) =>
    applicationStatusMail({ jobTitle: 'Tekniker', status, publicUrl: 'https://beceri.example' }, lang),
  ),
  resetCodeMail({ code: '123456', link: 'https://beceri.example/otp?reset=x' }, lang),
];

describe('mail templates', () => {
  it('exist in Turkish and English, carry the product mark, and load nothing from elsewhere', () => {
    for (const lang of ['tr', 'en'] as const) {
      for (const mail of [
        ...all(lang),
        ...(lang === 'tr'
          ? [contactMail({ name: 'Ali', phone: '', email: 'ali@example.com', message: 'Merhaba' })]
          : []),
      ]) {
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).toContain('Beceri');
        expect(mail.html).not.toMatch(/<img|<script|src=|url\(/i);
        expect(mail.text.length).toBeGreaterThan(10);
      }
    }
  });

  it('say nothing in Turkish in English, subjects included, and differ from the Turkish ones', () => {
    const tr = all('tr');
    all('en').forEach((mail, i) => {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(TURKISH);
      expect(mail.subject).not.toBe(tr[i].subject);
      expect(mail.template).toBe(tr[i].template);
    });
  });

  it('keeps a contact subject on one line whatever the sender typed', () => {
    const mail = contactMail({ name: 'Ali\r\nBcc: x@evil.example', phone: '', email: '', message: 'x' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('welcome mail after registration', () => {
  const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example' });

  const register = (email: string, typed = { name: 'Mehmet', surname: 'Demir', companyName: 'Körfez Bilişim' }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipart({ role: 'company', ...typed, email, password: 'Kartal-2024', consent: 'true' }),
    });

  it('greets the new account in Turkish with a link to log in', async () => {
    expect((await register('hosgeldin@korfez.example')).statusCode).toBe(201);
    const mail = await ctx.smtp.next('hosgeldin@korfez.example');
    expect(mail.subject).toBe('Beceri platformuna hoş geldiniz');
    expect(mail.text).toContain('Merhaba,');
    expect(mail.text).toContain('https://beceri.example/login');
    expect(mail.html).toContain('Beceri hesabınız bu e-posta adresiyle oluşturuldu.');
  });

  it('repeats nothing the registrant typed, so no one can send their text to any address', async () => {
    const typed = {
      name: 'Hesabınız',
      surname: 'askıya',
      companyName: 'Hesabınız askıya alındı, http://evil.example adresine girin',
    };
    expect((await register('kurban@korfez.example', typed)).statusCode).toBe(201);
    const mail = await ctx.smtp.next('kurban@korfez.example');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/askıya|evil\.example|Hesabınız askıya/);
  });

  it('never undoes a registration when the mailbox is down', async () => {
    ctx.smtp.refuse = true;
    try {
      expect((await register('posta-yok@korfez.example')).statusCode).toBe(201);
    } finally {
      ctx.smtp.refuse = false;
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'posta-yok@korfez.example'));
    expect(row.role).toBe('company');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'posta-yok@korfez.example', password: 'Kartal-2024' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("mails in the recipient's language (users.locale)", () => {
  const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example' });

  const register = (email: string, url: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      ...multipart({
        role: 'company',
        name: 'Mehmet',
        surname: 'Demir',
        companyName: 'Körfez',
        email,
        password: 'Kartal-2024',
        consent: 'true',
      }),
    });
  const switchTo = async (user: TestUser, locale: Lang) =>
    expect((await injectAs(ctx.app, user, { method: 'PUT', url: '/me/locale', payload: { locale } })).statusCode).toBe(
      200,
    );

  it('welcomes someone who signed up in English in English, and in Turkish otherwise', async () => {
    expect((await register('welcome-en@korfez.example', '/auth/register?lang=en')).statusCode).toBe(201);
    const en = await ctx.smtp.next('welcome-en@korfez.example');
    expect(en.subject).toBe('Welcome to the Beceri platform');
    expect(en.text).toContain('https://beceri.example/login');
    expect(en.html).toContain('<html lang="en">');
    expect((await register('welcome-tr@korfez.example', '/auth/register')).statusCode).toBe(201);
    expect((await ctx.smtp.next('welcome-tr@korfez.example')).subject).toBe('Beceri platformuna hoş geldiniz');
  });

  it("sends a reset code in the account's language, whatever the language of the one who asks", async () => {
    const english = await createUser(ctx.app, 'student');
    const turkish = await createUser(ctx.app, 'student');
    await switchTo(english, 'en');
    await ctx.app.inject({ method: 'POST', url: '/mail/forgot-password', payload: { email: english.email } });
    const en = await ctx.smtp.next(english.email);
    expect(en.subject).toBe('Your password reset code');
    expect(en.text).toMatch(/Code: \d{6}/);
    await ctx.app.inject({ method: 'POST', url: '/mail/forgot-password?lang=en', payload: { email: turkish.email } });
    const tr = await ctx.smtp.next(turkish.email);
    expect(tr.subject).toBe('Şifre sıfırlama kodunuz');
    expect(tr.text).toMatch(/Kod: \d{6}/);
  });

  it("tells of a changed password in the owner's language", async () => {
    const english = await createUser(ctx.app, 'company');
    await switchTo(english, 'en');
    const res = await injectAs(ctx.app, english, {
      method: 'PUT',
      url: '/company/update',
      payload: { password: 'Yeni-Kartal-2024', currentPassword: english.password },
    });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.next(english.email);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).not.toMatch(TURKISH);
  });

  it("tells a hired student in the student's language, not the company's", async () => {
    const company = await createUser(ctx.app, 'company');
    const english = await createUser(ctx.app, 'student');
    const turkish = await createUser(ctx.app, 'student');
    await switchTo(english, 'en');
    const jobId = (
      await injectAs(ctx.app, company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Tekniker', description: 'Vardiya' },
      })
    ).json().id;
    for (const student of [english, turkish]) {
      await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
      const hire = await injectAs(ctx.app, company, {
        method: 'PUT',
        url: `/enrollment/hire/${student.id}?lang=tr`,
        payload: { jobId },
      });
      expect(hire.statusCode).toBe(200);
    }
    const en = await ctx.smtp.next(english.email);
    expect(en.subject).toBe('Congratulations, you have been hired!');
    expect(en.text).toContain('"Tekniker"');
    expect((await ctx.smtp.next(turkish.email)).subject).toBe('Tebrikler, işe alındınız!');
  });
});
