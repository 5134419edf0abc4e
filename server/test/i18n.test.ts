import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { addCourse, threeQuestions } from './course-fixtures.ts';
import { createTestApp, createUser, injectAs, multipart, type TestContext, type TestUser } from './helpers.ts';

/**
 * Every error answer speaks the caller's language (docs/product.md: `?lang=` over the `lang` cookie over
 * Accept-Language over Turkish) while its status and code stay the same. One request per module that fails
 * validation and one that breaks a rule, each asked four ways.
 */

let ctx: TestContext;
let student: TestUser;
let company: TestUser;
let teacher: TestUser;
let admin: TestUser;
let jobId: string;
let courseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [student, company, teacher, admin] = await Promise.all([
    createUser(ctx.app, 'student'),
    createUser(ctx.app, 'company'),
    createUser(ctx.app, 'teacher'),
    createUser(ctx.app, 'admin'),
  ]);
  const job = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Tekniker', description: 'Vardiyalı' },
  });
  jobId = job.json().id;
  expect((await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode).toBe(
    201,
  );
  courseId = await addCourse(ctx.app, teacher, { test: threeQuestions });
});
afterAll(() => ctx.close());

type Way = 'default' | 'query' | 'cookie' | 'header';
const WAYS: [Way, 'tr' | 'en'][] = [
  ['default', 'tr'],
  ['query', 'en'],
  ['cookie', 'en'],
  ['header', 'en'],
];

/** The same request, asking for English one way (or not at all). */
function ask(user: TestUser | null, opts: InjectOptions & { url: string }, way: Way): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(opts.headers as Record<string, string> | undefined) };
  let url = opts.url;
  if (way === 'query') url += `${url.includes('?') ? '&' : '?'}lang=en`;
  if (way === 'cookie') headers.cookie = 'lang=en';
  if (way === 'header') headers['accept-language'] = 'en-GB,en;q=0.9';
  if (user && way === 'cookie') headers.cookie = `${user.cookie}; lang=en`;
  else if (user) headers.cookie = user.cookie;
  return ctx.app.inject({ ...opts, url, headers });
}

interface Case {
  name: string;
  user: () => TestUser | null;
  request: () => InjectOptions & { url: string };
  status: number;
  code: string;
  /** The field whose message is checked besides `error`, if any. */
  field?: string;
  tr: string;
  en: string;
}

const cases: Case[] = [
  {
    name: 'auth: login with a malformed e-mail',
    user: () => null,
    status: 400,
    code: 'VALIDATION',
    field: 'email',
    request: () => ({ method: 'POST', url: '/auth/login', payload: { email: 'abc', password: 'x' } }),
    tr: 'Geçersiz e-posta adresi',
    en: 'Invalid email format',
  },
  {
    name: 'auth: login with a wrong password',
    user: () => null,
    status: 401,
    code: 'INVALID_CREDENTIALS',
    request: () => ({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'kimse@example.com', password: 'Yanlis-123' },
    }),
    tr: 'Geçersiz e-posta ve şifre',
    en: 'Invalid email or password',
  },
  {
    name: 'auth: sign-up without a role',
    user: () => null,
    status: 400,
    code: 'VALIDATION',
    field: 'role',
    request: () => ({ method: 'POST', url: '/auth/register', ...multipart({ email: 'a@b.co' }) }),
    tr: 'Rolünüzü seçin',
    en: 'Choose your role',
  },
  {
    name: 'jobs: a title over 100 characters',
    user: () => company,
    status: 400,
    code: 'VALIDATION',
    field: 'title',
    request: () => ({
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Yazılımcılar '.repeat(8), description: 'x' },
    }),
    tr: 'Başlık en fazla 100 karakter olmalı',
    en: 'Title must be 100 characters or less',
  },
  {
    name: 'jobs: a province outside the list',
    user: () => company,
    status: 400,
    code: 'VALIDATION',
    field: 'city',
    request: () => ({
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Tekniker', description: 'x', city: 'Gotham' },
    }),
    tr: 'Listeden bir il seçin',
    en: 'Choose a province from the list',
  },
  {
    name: 'jobs: applying twice',
    user: () => student,
    status: 409,
    code: 'ALREADY_APPLIED',
    request: () => ({ method: 'POST', url: `/enrollment/enroll/${jobId}` }),
    tr: 'Bu ilana zaten başvurdunuz.',
    en: 'You have already applied to this job.',
  },
  {
    name: 'courses: a course without a title',
    user: () => teacher,
    status: 400,
    code: 'VALIDATION',
    field: 'title',
    request: () => ({ method: 'POST', url: '/course/add', ...multipart({ title: '', classes: '[]' }) }),
    tr: 'Bu alan zorunludur',
    en: 'This field is required',
  },
  {
    name: 'courses: an unknown course',
    user: () => null,
    status: 404,
    code: 'NOT_FOUND',
    request: () => ({ method: 'GET', url: '/course/get/00000000-0000-4000-8000-000000000000' }),
    tr: 'Kurs bulunamadı',
    en: 'Course not found',
  },
  {
    name: 'exams: answers that are not a list',
    user: () => student,
    status: 400,
    code: 'VALIDATION',
    field: 'answers',
    request: () => ({ method: 'POST', url: '/test/add', payload: { courseId, answers: 'A' } }),
    tr: 'Cevaplar geçersiz.',
    en: 'The answers are not valid.',
  },
  {
    name: 'exams: an exam of a course the student is not enrolled in',
    user: () => student,
    status: 403,
    code: 'FORBIDDEN',
    request: () => ({ method: 'POST', url: '/test/add', payload: { courseId, answers: [0, 1, 4] } }),
    tr: 'Sınava girmek için önce bu kursa kaydolmalısınız.',
    en: 'Enrol in this course before taking its exam.',
  },
  {
    name: 'news: a post without a title',
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    field: 'title',
    request: () => ({ method: 'POST', url: '/blog/add', ...multipart({ title: ' ', description: 'x' }) }),
    tr: 'Bu alan zorunludur',
    en: 'This field is required',
  },
  {
    name: 'about: an empty main text',
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    field: 'mainText',
    request: () => ({ method: 'POST', url: '/aboutus/edit/1', ...multipart({ mainText: '', cards: '[]' }) }),
    tr: 'Bu alan zorunludur',
    en: 'This field is required',
  },
  {
    name: 'about: cards that are not JSON',
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    field: 'cards',
    request: () => ({ method: 'POST', url: '/aboutus/edit/1', ...multipart({ mainText: 'Metin', cards: '{' }) }),
    tr: 'Kartlar okunamadı.',
    en: 'The cards could not be read.',
  },
  {
    name: 'contact: an empty message',
    user: () => null,
    status: 400,
    code: 'VALIDATION',
    field: 'message',
    request: () => ({ method: 'POST', url: '/mail/contact', payload: { name: 'Ali', message: '' } }),
    tr: 'Bu alan zorunludur',
    en: 'This field is required',
  },
  {
    name: 'accounts: a new password too short',
    user: () => student,
    status: 400,
    code: 'VALIDATION',
    field: 'password',
    request: () => ({ method: 'PUT', url: '/student/update', payload: { password: 'kisa', currentPassword: 'x' } }),
    tr: 'Şifre en az 8 karakter olmalı',
    en: 'Password must be at least 8 characters',
  },
  {
    name: 'accounts: a wrong current password',
    user: () => student,
    status: 400,
    code: 'WRONG_PASSWORD',
    field: 'currentPassword',
    request: () => ({
      method: 'PUT',
      url: '/student/update',
      payload: { password: 'Yeni-Parola-2024', currentPassword: 'Yanlis-123' },
    }),
    tr: 'Mevcut şifre yanlış',
    en: 'The current password is wrong',
  },
  {
    name: 'password-reset: a code asked for a malformed e-mail',
    user: () => null,
    status: 400,
    code: 'VALIDATION',
    field: 'email',
    request: () => ({ method: 'POST', url: '/mail/forgot-password', payload: { email: 'ayse@' } }),
    tr: 'Geçersiz e-posta adresi',
    en: 'Invalid email format',
  },
  {
    name: 'password-reset: a code never sent',
    user: () => null,
    status: 400,
    code: 'INVALID_OTP',
    request: () => ({
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { email: 'kimse@example.com', otp: '123456' },
    }),
    tr: 'Geçersiz OTP',
    en: 'Invalid OTP',
  },
  {
    name: 'kvkk: deleting the account without a password',
    user: () => company,
    status: 400,
    code: 'VALIDATION',
    field: 'password',
    request: () => ({ method: 'DELETE', url: '/me', payload: {} }),
    tr: 'Bu alan zorunludur',
    en: 'This field is required',
  },
  {
    name: 'kvkk: deleting the account with a wrong password',
    user: () => company,
    status: 400,
    code: 'WRONG_PASSWORD',
    request: () => ({ method: 'DELETE', url: '/me', payload: { password: 'Yanlis-123' } }),
    tr: 'Şifre yanlış.',
    en: 'Wrong password.',
  },
  {
    name: 'admin-users: a teacher with a common password',
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    field: 'password',
    request: () => ({
      method: 'POST',
      url: '/admin/users',
      payload: { name: 'Z', surname: 'K', email: 'z@k.co', password: 'password', subject: 'Python' },
    }),
    tr: 'Bu şifre çok yaygın, başka bir şifre seçin',
    en: 'This password is too common, choose another one',
  },
  {
    name: 'admin-users: a teacher with a taken e-mail',
    user: () => admin,
    status: 409,
    code: 'EMAIL_TAKEN',
    request: () => ({
      method: 'POST',
      url: '/admin/users',
      payload: { name: 'Z', surname: 'K', email: student.email, password: 'Ders-Kartal-2024', subject: 'Python' },
    }),
    tr: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
    en: 'SignUp Failed! A user with this email already exists.',
  },
  {
    name: 'logs: an unknown log type',
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    request: () => ({ method: 'GET', url: '/log/all?types=admin' }),
    tr: 'Bilinmeyen kayıt türü: admin',
    en: 'Unknown log type: admin',
  },
  {
    name: "logs: page 0, a check with no message of its own (never zod's English default)",
    user: () => admin,
    status: 400,
    code: 'VALIDATION',
    field: 'page',
    request: () => ({ method: 'GET', url: '/log/all?page=0' }),
    tr: 'Gönderilen bilgiler geçersiz.',
    en: 'The information sent is not valid.',
  },
  {
    name: 'locale: a language that is not offered',
    user: () => student,
    status: 400,
    code: 'VALIDATION',
    field: 'locale',
    request: () => ({ method: 'PUT', url: '/me/locale', payload: { locale: 'de' } }),
    tr: 'Dil tr ya da en olmalı.',
    en: 'The language must be tr or en.',
  },
  {
    name: '401: a visitor on a profile',
    user: () => null,
    status: 401,
    code: 'UNAUTHENTICATED',
    request: () => ({ method: 'GET', url: '/student/get' }),
    tr: 'Oturumunuz yok ya da süresi doldu. Lütfen giriş yapın.',
    en: 'You are not signed in or your session has expired. Please log in.',
  },
  {
    name: '403: another role',
    user: () => company,
    status: 403,
    code: 'FORBIDDEN',
    request: () => ({ method: 'GET', url: '/student/get' }),
    tr: 'Bu işlem için yetkiniz yok.',
    en: 'You are not allowed to do this.',
  },
  {
    name: '404: no such route',
    user: () => null,
    status: 404,
    code: 'NOT_FOUND',
    request: () => ({ method: 'DELETE', url: '/boyle-bir-yol-yok' }),
    tr: 'Aradığınız kayıt bulunamadı.',
    en: 'The record you are looking for was not found.',
  },
  {
    name: '413: a body over 1 MB',
    user: () => null,
    status: 413,
    code: 'TOO_LARGE',
    request: () => ({ method: 'POST', url: '/mail/contact', payload: { message: 'x'.repeat(1_100_000) } }),
    tr: 'Dosya çok büyük.',
    en: 'The file is too large.',
  },
  {
    name: '415: a body of a type no route reads',
    user: () => null,
    status: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    request: () => ({
      method: 'POST',
      url: '/auth/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    }),
    tr: 'Gönderilen bilgiler geçersiz.',
    en: 'The information sent is not valid.',
  },
];

describe.each(cases)('$name', (c) => {
  it.each(WAYS)('asked %s: answers in %s with the same status and code', async (way, lang) => {
    const res = await ask(c.user(), c.request(), way);
    expect(res.statusCode).toBe(c.status);
    const body = res.json();
    expect(body.code).toBe(c.code);
    expect(body.error).toBe(lang === 'tr' ? c.tr : c.en);
    if (c.field) expect(body.fields[c.field]).toBe(lang === 'tr' ? c.tr : c.en);
    // Nothing in the answer is a bare key of the catalogue.
    expect(JSON.stringify(body)).not.toMatch(
      /"(validation|errors|jobs|courses|reset|kvkk|signup|password|login|about)\.[a-zA-Z]+/,
    );
  });
});

describe('precedence of the language (docs/product.md)', () => {
  const unknownCourse = '/course/get/00000000-0000-4000-8000-000000000001';
  const errorWith = async (url: string, headers: Record<string, string>) =>
    (await ctx.app.inject({ url, headers })).json().error;

  it('takes ?lang= over the cookie over Accept-Language over Turkish', async () => {
    expect(await errorWith(`${unknownCourse}?lang=tr`, { cookie: 'lang=en', 'accept-language': 'en' })).toBe(
      'Kurs bulunamadı',
    );
    expect(await errorWith(unknownCourse, { cookie: 'lang=en', 'accept-language': 'tr' })).toBe('Course not found');
    expect(await errorWith(unknownCourse, { cookie: 'lang=tr', 'accept-language': 'en' })).toBe('Kurs bulunamadı');
    expect(await errorWith(unknownCourse, { 'accept-language': 'de-DE, en;q=0.5, tr;q=0.4' })).toBe('Course not found');
    expect(await errorWith(unknownCourse, { 'accept-language': 'de-DE, fr' })).toBe('Kurs bulunamadı');
  });

  it('ignores a language it does not offer and falls through to the next source', async () => {
    expect(await errorWith(`${unknownCourse}?lang=de`, { cookie: 'lang=en' })).toBe('Course not found');
    expect(await errorWith(`${unknownCourse}?lang=`, { cookie: 'lang=xx', 'accept-language': 'en' })).toBe(
      'Course not found',
    );
  });
});

describe("429 in the caller's language", () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_FACTOR: '0.1' });
  });
  afterAll(() => limited.close());

  it('says "too many attempts" in Turkish and in English, with the same code', async () => {
    const login = (url: string) =>
      limited.app.inject({ method: 'POST', url, payload: { email: 'hedef@example.com', password: 'Yanlis-123' } });
    let last = await login('/auth/login');
    for (let i = 0; i < 20 && last.statusCode !== 429; i += 1) last = await login('/auth/login');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    });
    const en = await login('/auth/login?lang=en');
    expect(en.statusCode).toBe(429);
    expect(en.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Too many attempts. Please try again a little later.',
    });
  });
});

describe('users.locale', () => {
  const localeOf = async (email: string) =>
    (await ctx.app.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
  it('is the language the sign-up form was used in', async () => {
    const withHeaders = async (email: string, headers: Record<string, string>, url = '/auth/register') => {
      const body = multipart({
        role: 'company',
        name: 'Mehmet',
        surname: 'Demir',
        companyName: 'Körfez',
        email,
        password: 'Kartal-2024',
        consent: 'true',
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(res.statusCode).toBe(201);
    };
    await withHeaders('tr-kayit@example.com', {});
    await withHeaders('en-kayit@example.com', { 'accept-language': 'en-US,en;q=0.9' });
    await withHeaders('en-cerez@example.com', { cookie: 'lang=en' });
    await withHeaders('en-adres@example.com', { 'accept-language': 'en' }, '/auth/register?lang=tr');
    expect(await localeOf('tr-kayit@example.com')).toBe('tr');
    expect(await localeOf('en-kayit@example.com')).toBe('en');
    expect(await localeOf('en-cerez@example.com')).toBe('en');
    expect(await localeOf('en-adres@example.com')).toBe('tr');
  });

  it("is Turkish for a teacher an admin creates, whatever the admin's language, unless the form sends one", async () => {
    const create = (email: string, extra: Record<string, string> = {}) =>
      injectAs(ctx.app, admin, {
        method: 'POST',
        url: '/admin/users?lang=en',
        headers: { 'accept-language': 'en' },
        payload: { name: 'Zeynep', surname: 'Kaya', email, password: 'Ders-Kartal-2024', subject: 'Python', ...extra },
      });
    expect((await create('ogretmen-tr@example.com')).statusCode).toBe(201);
    expect((await create('ogretmen-en@example.com', { locale: 'en' })).statusCode).toBe(201);
    expect(await localeOf('ogretmen-tr@example.com')).toBe('tr');
    expect(await localeOf('ogretmen-en@example.com')).toBe('en');
  });

  it('is in the session answer and changed by PUT /me/locale, at once', async () => {
    const person = await createUser(ctx.app, 'teacher');
    const session = async () => (await injectAs(ctx.app, person, { url: '/auth/check-session' })).json().user;
    expect(await session()).toMatchObject({ id: person.id, locale: 'tr' });
    const res = await injectAs(ctx.app, person, { method: 'PUT', url: '/me/locale', payload: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'en' });
    expect(await session()).toMatchObject({ id: person.id, locale: 'en' });
    expect(await localeOf(person.email)).toBe('en');
    // The answer's language is still the request's: the stored locale is for mails and the next visit.
    const bad = await injectAs(ctx.app, person, { method: 'PUT', url: '/me/locale', payload: { locale: 'EN' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.locale).toBe('Dil tr ya da en olmalı.');
    expect(await localeOf(person.email)).toBe('en');
    expect((await ctx.app.inject({ method: 'PUT', url: '/me/locale', payload: { locale: 'tr' } })).statusCode).toBe(
      401,
    );
  });
});

describe('admin jobs under ORG_NAME', () => {
  let org: TestContext;
  beforeAll(async () => {
    org = await createTestApp({ ORG_NAME: 'Körfez Kalkınma Ajansı' });
  });
  afterAll(() => org.close());

  it('show the configured organisation as their company in lists, on the job page and in applications', async () => {
    const boss = await createUser(org.app, 'admin');
    const learner = await createUser(org.app, 'student');
    const id = (
      await injectAs(org.app, boss, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Stajyer', description: 'Yaz stajı' },
      })
    ).json().id;
    await injectAs(org.app, learner, { method: 'POST', url: `/enrollment/enroll/${id}` });
    const fromList = (await org.app.inject({ url: '/job/all' })).json().find((j: { id: string }) => j.id === id);
    expect(fromList.companyName).toBe('Körfez Kalkınma Ajansı');
    // The second read is the cached answer: the same, whatever language asks.
    const cached = (await org.app.inject({ url: '/job/all?lang=en' })).json().find((j: { id: string }) => j.id === id);
    expect(cached.companyName).toBe('Körfez Kalkınma Ajansı');
    expect((await org.app.inject({ url: `/job/getJob/${id}` })).json().companyName).toBe('Körfez Kalkınma Ajansı');
    const applications = (await injectAs(org.app, learner, { url: '/enrollment/getAll' })).json();
    expect(applications[0].job.companyName).toBe('Körfez Kalkınma Ajansı');
  });
});
