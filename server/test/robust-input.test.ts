import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { jobs, users } from '../src/db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  uniqueIdNumber,
  type TestContext,
  type TestUser,
} from './helpers.ts';

// docs/product.md: no request that passes a route's schema gets a 5xx; control characters are refused
// with a message naming the field (or, in a search, ignored); impossible dates are refused as dates.
let ctx: TestContext;
let company: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  company = await createUser(ctx.app, 'company');
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const jobCount = async () => (await ctx.app.db.select({ n: count() }).from(jobs))[0].n;
const addJob = (payload: Record<string, unknown>, lang = 'tr') =>
  injectAs(ctx.app, company, {
    method: 'POST',
    url: `/job/add?lang=${lang}`,
    payload: { description: 'Açıklama', city: 'Bursa', type: 'fullTime', ...payload },
  });

describe('control characters', () => {
  it('a search ignores them: NUL in q finds as if it were a space', async () => {
    for (const url of ['/job/all?q=a%00b', '/course/all?q=%01yaz%00%1F', '/job/all?q=%00']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    await addJob({ title: 'Nul aranan ilan' });
    const found = await ctx.app.inject({ url: '/job/all?q=nul%00aranan' });
    expect((found.json() as { title: string }[]).map((j) => j.title)).toContain('Nul aranan ilan');
  });

  it('a title with a control character is refused, naming the field in Turkish and English; nothing is stored', async () => {
    const before = await jobCount();
    const titles = ['Kötü\u0001ilan', 'NUL\u0000ilan', 'Satır\nkırılan başlık', 'Sekme\tbaşlık'];
    // A line separator, and a right-to-left override that would show 'Ali exe.pdf' reversed wherever it is listed.
    titles.push('Satır\u2028ayıran başlık', 'Ali\u202Efdp.exe', 'Yalıtılmış\u2067başlık');
    for (const title of titles) {
      const res = await addJob({ title });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        error: 'title alanında izin verilmeyen bir denetim karakteri var',
        fields: { title: 'title alanında izin verilmeyen bir denetim karakteri var' },
      });
    }
    const en = await addJob({ title: 'Bad\u0007title' }, 'en');
    expect(en.json()).toMatchObject({
      fields: { title: 'The field title holds a control character that is not allowed' },
    });
    expect(await jobCount()).toBe(before);
  });

  it('a title in right-to-left writing keeps its direction marks', async () => {
    const title = 'مطور ويب\u200F / Web geliştirici';
    const res = await addJob({ title });
    expect(res.statusCode).toBe(201);
  });

  it('a multi-line field takes tab and line breaks but no other control character', async () => {
    const ok = await addJob({ title: 'Çok satırlı açıklama', description: 'Birinci satır\r\n\tİkinci satır\n' });
    expect(ok.statusCode).toBe(201);
    const bad = await addJob({ title: 'Açıklamada NUL', description: 'Birinci\u0000satır' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('description');
    const lone = await addJob({ title: 'Yalnız vekil', description: 'Yarım \ud800 karakter' });
    expect(lone.statusCode).toBe(400);
    const feed = await ctx.app.inject({ url: '/jobs.atom' });
    expect(feed.statusCode).toBe(200);
    expect(XMLValidator.validate(feed.body)).toBe(true);
  });

  it('path and query values with NUL are refused, never a database error', async () => {
    for (const url of ['/job/getJob/a%00b', '/course/getCourse/%00', '/blog/get/x%01', '/job/all?city=Bur%00sa']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('a path parameter too long for the router answers 414 with the usual error body', async () => {
    const res = await ctx.app.inject({ url: `/job/getJob/${'x'.repeat(300)}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The information sent is not valid.', code: 'URI_TOO_LONG' });
  });

  it('multipart text fields and the JSON texts inside them are checked too', async () => {
    const news = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart({ title: 'Haber\u0001başlığı', description: 'Özet', details: 'Metin' }),
    });
    expect(news.statusCode).toBe(400);
    expect(news.json().fields).toHaveProperty('title');
    const teacher = await createUser(ctx.app, 'teacher');
    const test = JSON.stringify({
      questions: [{ text: 'Soru\u0000?', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 0 }],
    });
    const course = await injectAs(ctx.app, teacher, {
      method: 'POST',
      url: '/course/add',
      ...multipart({ title: 'Kurs', description: 'Açıklama', category: '', classes: '[]', test }),
    });
    expect(course.statusCode).toBe(400);
    expect(Object.keys(course.json().fields)).toEqual(['test.questions.0.text']);
  });
});

describe('deeply nested data', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('is refused with 400 and a message, never 500, from a visitor, a logged-in person and a multipart JSON field', async () => {
    const student = await createUser(ctx.app, 'student');
    const teacher = await createUser(ctx.app, 'teacher');
    const body = `{"email":"a@example.com","otp":"123456","extra":${nested(10_000)}}`;
    const headers = { 'content-type': 'application/json' };
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/auth/verify-otp', headers, payload: body }),
      await injectAs(ctx.app, student, { method: 'POST', url: '/auth/logout', headers, payload: body }),
      await injectAs(ctx.app, teacher, {
        method: 'POST',
        url: '/course/add',
        ...multipart({ title: 'Kurs', description: 'Açıklama', category: '', classes: nested(5_000), test: '{}' }),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Gönderilen bilgiler çok iç içe.');
    }
    const english = await ctx.app.inject({ method: 'POST', url: '/auth/verify-otp?lang=en', headers, payload: body });
    expect(english.json().error).toBe('The data sent is nested too deeply.');
  });

  it('as deep as a real form is taken', async () => {
    const res = await addJob({ title: 'Derin', extra: JSON.parse(nested(8)) });
    expect(res.statusCode).toBe(201);
  });
});

describe('dates', () => {
  it('an impossible birth date is refused as a date, not by the database', async () => {
    const email = `tarih${Date.now()}@example.com`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipart({
        role: 'student',
        name: 'Ayşe',
        surname: 'Yılmaz',
        idNumber: uniqueIdNumber(),
        gender: 'female',
        dateOfBirth: '2001-02-30',
        educationLevel: 'universityStudent',
        jobSeekingStatus: 'internship',
        disability: 'no',
        email,
        password: 'Parola12!',
        consent: 'true',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ dateOfBirth: 'Geçerli bir tarih girin (YYYY-AA-GG)' });
    expect((await ctx.app.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0].n).toBe(0);
  });

  it('indicators and deadlines refuse days the calendar has not', async () => {
    for (const q of ['from=2026-02-30', 'to=0000-01-01', 'from=2025-13-01']) {
      const res = await injectAs(ctx.app, admin, { url: `/admin/indicators?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const res = await addJob({ title: 'Tarihi olmayan', deadline: '2031-02-29' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('deadline');
  });
});
