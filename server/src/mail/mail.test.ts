import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Lang } from '@beceri/domain';
import { users } from '../db/schema/index.ts';
import { createUser, injectAs, multipart, type TestUser } from '../../test/helpers.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { studentSignup } from '../../test/fault/signup.ts';
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

/** The bulletproof button's link: the `<a>` inside the coloured table cell. */
const buttonHref = (html: string) =>
  /<td align="center" bgcolor="[^"]+"[^>]*><a href="([^"]+)"/.exec(html)?.[1].replaceAll('&amp;', '&');

describe('welcome mails after registration', () => {
  const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example' });

  const register = (
    email: string,
    typed = { name: 'Mehmet', surname: 'Demir', companyName: 'Körfez Bilişim' },
    url = '/auth/register',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      ...multipart({ role: 'company', ...typed, email, password: 'Kartal-2024', consent: 'true' }),
    });

  it('greets a new company by name with a welcome of its own, whose button verifies the address', async () => {
    expect((await register('hosgeldin@korfez.example')).statusCode).toBe(201);
    const mail = await ctx.smtp.next('hosgeldin@korfez.example');
    expect(mail.subject).toBe('Şirket hesabınız oluşturuldu');
    expect(mail.text?.startsWith('Merhaba Mehmet,')).toBe(true);
    expect(mail.text).toContain('Körfez Bilişim için Beceri şirket hesabınız');
    expect(mail.text).toContain('adayların bilgileri ve özgeçmişleri size gizli kalır');
    // COMPANY_APPROVAL is off here: no word of an approval to wait for.
    expect(mail.text).not.toContain('onaylayacak');
    const href = buttonHref(mail.html ?? '');
    expect(href).toMatch(/^https:\/\/beceri\.example\/auth\/verify-email\?token=[\w-]+$/);
    expect(mail.text).toContain(href);
    // The button's link verifies the address.
    const opened = await ctx.app.inject({ method: 'GET', url: href!.replace('https://beceri.example', '') });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toContain('result=verified');
  });

  it("welcomes a student by name with the student's welcome and its verification button, in English too", async () => {
    for (const [url, lang] of [
      ['/auth/register', 'tr'],
      ['/auth/register?lang=en', 'en'],
    ] as const) {
      const signup = studentSignup();
      expect((await ctx.app.inject({ method: 'POST', url, ...signup })).statusCode).toBe(201);
      const mail = await ctx.smtp.next(signup.email);
      expect(mail.subject).toBe(lang === 'tr' ? 'Beceri platformuna hoş geldiniz' : 'Welcome to the Beceri platform');
      expect(mail.text?.startsWith(lang === 'tr' ? 'Merhaba Ayşe,' : 'Hello Ayşe,')).toBe(true);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      const href = buttonHref(mail.html ?? '');
      expect(href).toMatch(/^https:\/\/beceri\.example\/auth\/verify-email\?token=/);
      expect(mail.text).toContain(href);
    }
  });

  it("repeats no typed text that could carry a link or a message to someone else's address", async () => {
    const typed = {
      name: 'evil.example',
      surname: 'askıya',
      companyName: 'Hesabınız askıya alındı, http://evil.example adresine girin',
    };
    expect((await register('kurban@korfez.example', typed)).statusCode).toBe(201);
    const mail = await ctx.smtp.next('kurban@korfez.example');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/askıya|evil\.example/);
    expect(mail.text?.startsWith('Merhaba,')).toBe(true);
  });

  it('builds a proper message: Date, Message-ID, multipart/alternative with a text and an HTML part', async () => {
    expect((await register('basliklar@korfez.example', undefined, '/auth/register?lang=en')).statusCode).toBe(201);
    const mail = await ctx.smtp.next('basliklar@korfez.example');
    expect(mail.subject).toBe('Your company account has been created');
    expect(mail.messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
    expect(Number.isNaN(Date.parse(mail.date ?? ''))).toBe(false);
    const header = (key: string) => mail.headers.find((h) => h.key === key)?.value ?? '';
    expect(header('content-type')).toMatch(/^multipart\/alternative/);
    expect(header('mime-version')).toBe('1.0');
    expect(header('from')).not.toBe('');
    expect(mail.text?.length).toBeGreaterThan(100);
    expect(mail.html).toContain('<html lang="en">');
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

describe('a company welcome under COMPANY_APPROVAL=required', () => {
  const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example', COMPANY_APPROVAL: 'required' });

  it('says that an admin will approve the account', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipart({
        role: 'company',
        name: 'Mehmet',
        surname: 'Demir',
        companyName: 'Körfez',
        email: 'onay@korfez.example',
        password: 'Kartal-2024',
        consent: 'true',
      }),
    });
    expect(res.statusCode).toBe(201);
    const mail = await ctx.smtp.next('onay@korfez.example');
    expect(mail.text).toContain('Şirket kaydınızı platform yöneticisi inceleyip onaylayacak');
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
    expect(en.subject).toBe('Your company account has been created');
    expect(en.text).toContain('https://beceri.example/CompanyProfile');
    expect(en.html).toContain('<html lang="en">');
    expect((await register('welcome-tr@korfez.example', '/auth/register')).statusCode).toBe(201);
    expect((await ctx.smtp.next('welcome-tr@korfez.example')).subject).toBe('Şirket hesabınız oluşturuldu');
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

  it("tells a hired student in the student's language, not the company's, by name and naming the company", async () => {
    const company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
    const english = await createUser(ctx.app, 'student', { name: 'Ayşe' });
    const turkish = await createUser(ctx.app, 'student', { name: 'Ali' });
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
    expect(en.text?.startsWith('Hello Ayşe,')).toBe(true);
    expect(en.text).toContain('Your application to the job "Tekniker" at Körfez Bilişim');
    expect(buttonHref(en.html ?? '')).toBe('https://beceri.example/StudentProfile');
    expect(en.text).toContain('https://beceri.example/StudentProfile');
    const tr = await ctx.smtp.next(turkish.email);
    expect(tr.subject).toBe('Tebrikler, işe alındınız!');
    expect(tr.text?.startsWith('Merhaba Ali,')).toBe(true);
    expect(tr.text).toContain('Körfez Bilişim şirketinin "Tekniker" ilanına');
  });

  it('sends a reset code by name with a button to the code screen, the same link in the text', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Zeynep' });
    await ctx.app.inject({ method: 'POST', url: '/mail/forgot-password', payload: { email: student.email } });
    const mail = await ctx.smtp.next(student.email);
    expect(mail.text?.startsWith('Merhaba Zeynep,')).toBe(true);
    const href = buttonHref(mail.html ?? '');
    expect(href).toMatch(/^https:\/\/beceri\.example\/otp\?email=.+&reset=[\w-]+$/);
    expect(mail.text).toContain(href);
  });

  it('tells a suspended account, in its language and by name, without the reason', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const english = await createUser(ctx.app, 'student', { name: 'Ayşe' });
    await switchTo(english, 'en');
    const res = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${english.id}/suspend`,
      payload: { reason: 'Sahte kayıt şüphesi' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.next(english.email);
    expect(mail.subject).toBe('Your account has been suspended');
    expect(mail.text?.startsWith('Hello Ayşe,')).toBe(true);
    expect(`${mail.text}${mail.html}`).not.toContain('Sahte kayıt');
    expect(buttonHref(mail.html ?? '')).toBe('https://beceri.example/contactus');
  });

  it('tells an approved company by name, naming the company', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const company = await createUser(ctx.app, 'company', { name: 'Mehmet', companyName: 'Körfez Bilişim' });
    await ctx.app.db.execute(sql`update company_profiles set approval = 'pending' where user_id = ${company.id}`);
    const res = await injectAs(ctx.app, admin, { method: 'PUT', url: `/admin/companies/${company.id}/approve` });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.next(company.email);
    expect(mail.subject).toBe('Şirket kaydınız onaylandı');
    expect(mail.text?.startsWith('Merhaba Mehmet,')).toBe(true);
    expect(mail.text).toContain('Körfez Bilişim şirketinin Beceri platformundaki kaydı onaylandı.');
    expect(buttonHref(mail.html ?? '')).toBe('https://beceri.example/CompanyProfile');
  });
});
