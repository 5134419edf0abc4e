import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages, translate } from '@beceri/domain';
import { aboutUs, newsPosts, courses, files, jobs, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/plugins/sessions.ts';
import * as resets from '../src/modules/password-reset/repository.ts';
import { addCourse, threeQuestions } from './course-fixtures.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  uniqueIdNumber,
  type TestContext,
  type TestUser,
} from './helpers.ts';

/** Throttling, hostile uploads, prototype pollution, huge strings, CSRF. */

let ctx: TestContext;
let student: TestUser, teacher: TestUser, company: TestUser, admin: TestUser;
let courseId: string, jobId: string, blogId: string;

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.88.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};
const uuid = () => crypto.randomUUID();
const send = (user: TestUser | null, opts: InjectOptions) =>
  injectAs(ctx.app, user, { remoteAddress: nextIp(), ...opts });

beforeAll(async () => {
  ctx = await createTestApp();
  [student, teacher, company, admin] = await Promise.all([
    createUser(ctx.app, 'student'),
    createUser(ctx.app, 'teacher'),
    createUser(ctx.app, 'company'),
    createUser(ctx.app, 'admin'),
  ]);
  courseId = await addCourse(ctx.app, teacher, { title: 'Asıl kurs' });
  jobId = (
    await send(company, { method: 'POST', url: '/job/add', payload: { title: 'Asıl ilan', description: 'x' } })
  ).json().id;
  blogId = (await send(admin, { method: 'POST', url: '/blog/add', ...multipart({ title: 'Asıl haber' }) })).json().id;
  await send(student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` });
});
afterAll(() => ctx?.close());

function expectRateLimited(res: {
  statusCode: number;
  json(): { error: string; code: string };
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: translate(serverMessages.rateLimited, 'tr'), code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

// ───────────────────────────── throttling ─────────────────────────────
describe('login and reset throttling', () => {
  const login = (email: string, password: string, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

  it('refuses the 11th login for one account from one address, even with the right password, while another account logs in', async () => {
    const victim = await createUser(ctx.app, 'student');
    const bystander = await createUser(ctx.app, 'student');
    const addr = '192.0.2.20';
    for (let i = 0; i < 10; i++) expect((await login(victim.email, 'yanlis12', addr)).statusCode).toBe(401);
    expectRateLimited(await login(victim.email, victim.password, addr));
    // The same account in another spelling is the same account.
    expectRateLimited(await login(`  ${victim.email.toUpperCase()} `, victim.password, addr));
    const other = await login(bystander.email, bystander.password, addr);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ ok: true, role: 'student' });
  });

  // 100 argon2 checks (unknown accounts are checked against a dummy hash): slow on a busy machine.
  it(
    'refuses an address after 100 failed logins, while another address is unaffected',
    { timeout: 120_000 },
    async () => {
      const addr = '192.0.2.10';
      for (let i = 0; i < 100; i++) expect((await login(`yok${i}@example.com`, 'yanlis12', addr)).statusCode).toBe(401);
      const user = await createUser(ctx.app, 'company');
      expectRateLimited(await login(user.email, user.password, addr));
      expect((await login(user.email, user.password, '192.0.2.11')).statusCode).toBe(200);
    },
  );

  it('refuses the 6th reset code for one account and sends nothing more; another account still gets its code', async () => {
    const victim = await createUser(ctx.app, 'student');
    const bystander = await createUser(ctx.app, 'student');
    const outbox = path.join(ctx.dataDir, 'outbox');
    // Mails are handed to SMTP (here: written to the outbox) by the queue, just after the answer.
    const mailsTo = (to: string) =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((f) =>
        fs.readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${to}`),
      ).length;
    const delivered = (to: string, n: number) => vi.waitFor(() => expect(mailsTo(to)).toBe(n), { timeout: 10_000 });
    for (let i = 0; i < 5; i++) {
      expect(
        (await send(null, { method: 'POST', url: '/mail/forgot-password', payload: { email: victim.email } }))
          .statusCode,
      ).toBe(200);
    }
    await delivered(victim.email, 5);
    expectRateLimited(
      await send(null, { method: 'POST', url: '/mail/forgot-password', payload: { email: victim.email } }),
    );
    expect(
      (await send(null, { method: 'POST', url: '/mail/forgot-password', payload: { email: bystander.email } }))
        .statusCode,
    ).toBe(200);
    // The bystander's mail, queued after the refused request, arrives; the victim's count stays.
    await delivered(bystander.email, 1);
    expect(mailsTo(victim.email)).toBe(5);
  });

  it('refuses the 11th code guess for one account from one address (the right code included); another account verifies there', async () => {
    const victim = await createUser(ctx.app, 'student');
    const bystander = await createUser(ctx.app, 'student');
    const open = async (userId: string) => {
      const id = uuid();
      await resets.insertReset(ctx.app.db, {
        id,
        userId,
        otpHash: hashToken(`${id}:654321`),
        expiresAt: new Date(Date.now() + 600_000),
      });
    };
    const guess = (email: string, otp: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/verify-otp', remoteAddress: '192.0.2.30', payload: { email, otp } });
    await open(bystander.id);
    for (let i = 0; i < 10; i++) {
      // A fresh code every 5 guesses: the code's own limit is not what is tested here.
      if (i % 5 === 0) await open(victim.id);
      expect((await guess(victim.email, String(100000 + i))).statusCode).toBe(400);
    }
    await open(victim.id);
    expectRateLimited(await guess(victim.email, '654321'));
    const ok = await guess(bystander.email, '654321');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
  });

  it('refuses the 11th password reset for one account from one address and keeps its password', async () => {
    const victim = await createUser(ctx.app, 'student');
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        remoteAddress: '192.0.2.40',
        payload: { email: victim.email, password: 'Yeni1234', token },
      });
    for (let i = 0; i < 10; i++) expect((await reset('x'.repeat(43))).statusCode).toBe(400);
    expectRateLimited(await reset('y'.repeat(43)));
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });
});

// ───────────────────────────── hostile uploads ─────────────────────────────
type Part = { field: string; filename: string; contentType: string; data: Buffer };
interface UploadTarget {
  name: string;
  field: string;
  /** A real file of the right kind and its type. */
  good: { filename: string; contentType: string; data: Buffer };
  /** A real file of another accepted family, disguised with this target's name and type. */
  disguised: Buffer;
  maxBytes: number;
  send(part: Part): Promise<{ statusCode: number; json(): { error?: string; code?: string } }>;
  /** What the request would have changed (a count or a stored value): must stay the same on refusal. */
  state(): Promise<unknown>;
}

const pdfOf = (size: number) => Buffer.concat([samples.pdf, Buffer.alloc(size - samples.pdf.length, 0x20)]);
const pngOf = (size: number) => Buffer.concat([samples.png, Buffer.alloc(size - samples.png.length, 0)]);
const courseFields = (classes = [{ title: 'Ders', description: '', videoLink: '', pdfFileIndex: 0 }]) => ({
  title: 'Yüklemeli kurs',
  description: 'x',
  classes: JSON.stringify(classes),
});
const signupFields = () => ({
  role: 'student',
  name: 'Deniz',
  surname: 'Kara',
  idNumber: uniqueIdNumber(),
  gender: 'male',
  dateOfBirth: '2000-01-01',
  educationLevel: 'highSchoolGraduate',
  jobSeekingStatus: 'job',
  disability: 'no',
  consent: 'true',
  email: `up-${uuid()}@example.com`,
  password: 'Parola12!',
});
const rowCount = async (table: typeof users | typeof courses | typeof newsPosts | typeof files) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0].n;

const pdfTarget = {
  good: { filename: 'belge.pdf', contentType: 'application/pdf', data: samples.pdf },
  disguised: samples.png,
};
const imageTarget = {
  good: { filename: 'resim.png', contentType: 'image/png', data: samples.png },
  disguised: samples.pdf,
};
const uploadTargets: UploadTarget[] = [
  {
    name: 'POST /auth/register (resume)',
    field: 'resume',
    maxBytes: 5 * 1024 * 1024,
    ...pdfTarget,
    send: (part) => send(null, { method: 'POST', url: '/auth/register', ...multipart(signupFields(), [part]) }),
    state: () => rowCount(users),
  },
  {
    name: 'POST /course/add (pdfFiles)',
    field: 'pdfFiles',
    maxBytes: 20 * 1024 * 1024,
    ...pdfTarget,
    send: (part) => send(teacher, { method: 'POST', url: '/course/add', ...multipart(courseFields(), [part]) }),
    state: () => rowCount(courses),
  },
  {
    name: 'POST /course/edit/:id (pdfFiles)',
    field: 'pdfFiles',
    maxBytes: 20 * 1024 * 1024,
    ...pdfTarget,
    send: (part) =>
      send(teacher, {
        method: 'POST',
        url: `/course/edit/${courseId}`,
        ...multipart({ ...courseFields(), title: 'Değişti' }, [part]),
      }),
    state: async () =>
      (await ctx.app.db.select({ t: courses.title }).from(courses).where(eq(courses.id, courseId)))[0].t,
  },
  {
    name: 'POST /blog/add (images)',
    field: 'images',
    maxBytes: 5 * 1024 * 1024,
    ...imageTarget,
    send: (part) => send(admin, { method: 'POST', url: '/blog/add', ...multipart({ title: 'Resimli' }, [part]) }),
    state: () => rowCount(newsPosts),
  },
  {
    name: 'POST /blog/edit/:id (images)',
    field: 'images',
    maxBytes: 5 * 1024 * 1024,
    ...imageTarget,
    send: (part) =>
      send(admin, { method: 'POST', url: `/blog/edit/${blogId}`, ...multipart({ title: 'Değişti' }, [part]) }),
    state: async () =>
      (await ctx.app.db.select({ t: newsPosts.title }).from(newsPosts).where(eq(newsPosts.id, blogId)))[0].t,
  },
  ...(['mainImage', 'endImage'] as const).map((field): UploadTarget => ({
    name: `POST /aboutus/edit/1 (${field})`,
    field,
    maxBytes: 5 * 1024 * 1024,
    ...imageTarget,
    send: (part) =>
      send(admin, {
        method: 'POST',
        url: '/aboutus/edit/1',
        ...multipart({ mainText: `Değişti ${uuid()}`, cards: '[]' }, [part]),
      }),
    state: async () => await ctx.app.db.select().from(aboutUs),
  })),
];

/**
 * Every file under DATA_DIR, relative, so a write anywhere (not only in uploads) is seen. The outbox is left out:
 * welcome mails of earlier registrations land there on their own time.
 */
function dataFiles(dir = ctx.dataDir, base = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(base, e.name);
    // Uploads in flight (tmp/) are removed once their answer is sent (onResponse), a moment after inject returns.
    if (rel === 'outbox' || rel === 'tmp') return [];
    return e.isDirectory() ? dataFiles(path.join(dir, e.name), rel) : [rel];
  });
}

describe.each(uploadTargets)('hostile uploads: $name', (target) => {
  const { filename, contentType } = target.good;
  const ext = path.extname(filename);
  const cases: [string, () => Part, number, string][] = [
    [
      'an executable named like the right kind',
      () => ({ field: target.field, filename: `kurulum${ext}`, contentType, data: samples.exe }),
      400,
      'BAD_FILE_TYPE',
    ],
    ['a 0-byte file', () => ({ field: target.field, filename, contentType, data: Buffer.alloc(0) }), 400, 'VALIDATION'],
    [
      'an executable with ../ in its name',
      () => ({ field: target.field, filename: `../../../etc/cron.d/x${ext}`, contentType, data: samples.exe }),
      400,
      'BAD_FILE_TYPE',
    ],
    [
      'a file of another kind wearing this name and type',
      () => ({ field: target.field, filename, contentType, data: target.disguised }),
      400,
      'BAD_FILE_TYPE',
    ],
    [
      'a plain text file',
      () => ({ field: target.field, filename, contentType, data: samples.text }),
      400,
      'BAD_FILE_TYPE',
    ],
    [
      'a file one byte over the limit',
      () => ({
        field: target.field,
        filename,
        contentType,
        data: contentType === 'application/pdf' ? pdfOf(target.maxBytes + 1) : pngOf(target.maxBytes + 1),
      }),
      413,
      'TOO_LARGE',
    ],
  ];

  it.each(cases)('refuses %s and writes nothing', async (_what, part, status, code) => {
    const [stateBefore, filesBefore, onDisk] = [await target.state(), await rowCount(files), dataFiles()];
    const res = await target.send(part());
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await target.state()).toEqual(stateBefore);
    expect(await rowCount(files)).toBe(filesBefore);
    expect(dataFiles()).toEqual(onDisk);
    await expect.poll(() => fs.readdirSync(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('keeps a real file named with ../ inside uploads, under a random key, with a harmless name', async () => {
    const onDisk = new Set(dataFiles());
    const res = await target.send({ ...target.good, field: target.field, filename: `..\\..//../etc/passwd${ext}` });
    expect(res.statusCode).toBeLessThan(300);
    const added = dataFiles().filter((f) => !onDisk.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`^uploads${path.sep === '\\' ? '\\\\' : '/'}[a-f0-9]{32}\\.[a-z]{3,4}$`));
    const [row] = await ctx.app.db
      .select()
      .from(files)
      .where(eq(files.storageKey, path.basename(added[0])));
    // The name the platform keeps has no path in it (a resume is named after its owner).
    expect(row.originalName).not.toMatch(/[\\/]|\.\./);
    expect(row.originalName.endsWith(ext)).toBe(true);
  });
});

// ───────────────────────────── prototype pollution ─────────────────────────────
describe('__proto__ and constructor payloads', () => {
  const poison = '"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}';
  const polluted = () => (({}) as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin;

  const jsonTargets: [string, string, TestUser | null, string][] = [
    ['POST', '/auth/login', null, `"email":"${'a'}@example.com","password":"Parola12!"`],
    ['POST', '/mail/forgot-password', null, '"email":"a@example.com"'],
    ['POST', '/auth/verify-otp', null, '"email":"a@example.com","otp":"123456"'],
    ['POST', '/auth/reset-password', null, '"email":"a@example.com","password":"Parola12!","token":"x"'],
    ['POST', '/mail/contact', null, '"message":"Merhaba"'],
    ['PUT', '/student/update', null, '"password":"Parola12!","currentPassword":"Parola1!"'],
    [
      'POST',
      '/admin/users',
      null,
      '"name":"A","surname":"B","email":"t@example.com","password":"Ders-2024","subject":"Python"',
    ],
    ['POST', '/job/add', null, '"title":"İlan","description":"x"'],
    ['PUT', '/job/edit/:job', null, '"title":"İlan","description":"x"'],
    ['PUT', '/enrollment/hire/:student', null, '"jobId":":job"'],
    ['POST', '/test/add', null, '"courseId":":course","answers":[0,1,4]'],
  ];
  const callerOf = (url: string) =>
    url.startsWith('/student') || url.startsWith('/test')
      ? student
      : url.startsWith('/admin')
        ? admin
        : url.startsWith('/job') || url.startsWith('/enrollment')
          ? company
          : null;
  const fill = (s: string) =>
    s.replaceAll(':job', jobId).replaceAll(':course', courseId).replaceAll(':student', student.id);

  it.each(jsonTargets)(
    '%s %s: a poisoned JSON body is refused cleanly and pollutes nothing',
    async (method, url, _u, fields) => {
      for (const body of [
        `{${poison},${fill(fields)}}`,
        `{${fill(fields)},"__proto__":{"polluted":"yes"}}`,
        `{"constructor":{"prototype":{"polluted":"yes"}},${fill(fields)}}`,
      ]) {
        const res = await send(callerOf(url), {
          method: method as InjectOptions['method'],
          url: fill(url),
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: translate(serverMessages.validation, 'tr') });
        expect(polluted()).toBeUndefined();
      }
    },
  );

  const multipartTargets: [string, () => TestUser | null, () => Record<string, string>][] = [
    ['/auth/register', () => null, signupFields],
    ['/course/add', () => teacher, () => ({ title: 'Kurs', classes: '[]', test: JSON.stringify(threeQuestions) })],
    ['/blog/add', () => admin, () => ({ title: 'Haber' })],
    ['/aboutus/edit/1', () => admin, () => ({ mainText: 'Metin', cards: '[]' })],
  ];

  it.each(multipartTargets)(
    'POST %s: form fields named __proto__, constructor, prototype are harmless',
    async (url, caller, fields) => {
      const names = [
        '__proto__',
        'constructor',
        'prototype',
        'hasOwnProperty',
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        // Repeated-field spellings (`name[]`, `name[n]`) of the same names.
        '__proto__[]',
        'constructor[0]',
        'toString[]',
        'valueOf[3]',
      ];
      for (const name of names) {
        for (const body of [
          multipart({ ...fields(), [name]: '{"polluted":"yes"}' }),
          multipart(fields(), [{ field: name, filename: 'x.png', contentType: 'image/png', data: samples.png }]),
        ]) {
          const res = await send(caller(), { method: 'POST', url, ...body });
          expect(res.statusCode, `${url} with a part named ${name}: ${res.body}`).toBeLessThan(500);
          expect(res.statusCode).not.toBe(401);
          expect(polluted()).toBeUndefined();
        }
      }
    },
  );

  it('JSON inside form fields (classes, test, cards) cannot pollute either', async () => {
    const poisonedClass = `[{${poison},"title":"Ders","description":"","videoLink":""}]`;
    const poisonedTest = `{${poison},"questions":[{${poison},"text":"Soru","options":["a","b","c","d","e"],"correctAnswer":0}]}`;
    const course = await send(teacher, {
      method: 'POST',
      url: '/course/add',
      ...multipart({ title: 'Zehirli', classes: poisonedClass, test: poisonedTest }),
    });
    expect(course.statusCode).toBeLessThan(500);
    const about = await send(admin, {
      method: 'POST',
      url: '/aboutus/edit/1',
      ...multipart({ mainText: 'x', cards: `[{${poison},"id":1,"text":"kart"}]` }),
    });
    expect(about.statusCode).toBeLessThan(500);
    expect(polluted()).toBeUndefined();
    if (course.statusCode === 201) {
      const view = await send(teacher, { url: `/course/get/${course.json().id}` });
      expect(view.statusCode).toBe(200);
      expect(JSON.stringify(view.json())).not.toContain('polluted');
    }
  });

  it('a poisoned query string is ignored', async () => {
    for (const url of [
      '/course/all?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
      '/job/all?__proto__=x&page=__proto__',
      '/log/all?types=__proto__&page=constructor',
    ]) {
      const res = await send(admin, { url });
      expect(res.statusCode).toBeLessThan(500);
      expect(polluted()).toBeUndefined();
    }
  });
});

// ───────────────────────────── mass assignment ─────────────────────────────
describe('fields a client must not set', () => {
  it('sign-up cannot choose the admin or teacher role', async () => {
    const before = await rowCount(users);
    for (const role of ['admin', 'teacher', 'Admin', 'student,admin']) {
      const res = await send(null, {
        method: 'POST',
        url: '/auth/register',
        ...multipart({ ...signupFields(), role }, []),
      });
      expect(res.statusCode, role).toBe(400);
    }
    expect(await rowCount(users)).toBe(before);
  });

  it('owner, type and id in a job or course body are ignored: the row belongs to the caller', async () => {
    const forged = { addedBy: admin.id, addedByType: 'Admin', added_by_type: 'Admin', id: uuid(), role: 'admin' };
    const job = await send(company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Sahte', description: 'x', ...forged },
    });
    expect(job.statusCode).toBe(201);
    const [jobRow] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, job.json().id));
    expect(jobRow).toMatchObject({ addedBy: company.id, addedByType: 'Company' });
    const course = await send(teacher, {
      method: 'POST',
      url: '/course/add',
      ...multipart({ title: 'Sahte', classes: '[]', ...forged }),
    });
    expect(course.statusCode).toBe(201);
    const [courseRow] = await ctx.app.db.select().from(courses).where(eq(courses.id, course.json().id));
    expect(courseRow).toMatchObject({ addedBy: teacher.id, addedByType: 'Teacher' });
    // The forged id did not take over an existing row either.
    expect(job.json().id).not.toBe(forged.id);
  });

  it('a score sent with an exam is ignored: the server grades', async () => {
    await send(student, { method: 'POST', url: `/exam/${courseId}/attempts` });
    const res = await send(student, {
      method: 'POST',
      url: '/test/add',
      payload: { courseId, answers: [4, 4, 0], score: 3, status: 'passed', studentId: admin.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 0, status: 'failed' });
  });

  it('a form whose text fields add up to 12 MB is refused with 413 and changes nothing', async () => {
    const before = await rowCount(newsPosts);
    const big = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`pad${i}`, 'x'.repeat(1024 * 1024 - 10)]));
    const res = await send(admin, { method: 'POST', url: '/blog/add', ...multipart({ title: 'Şişkin', ...big }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'Gönderilen bilgiler çok büyük.', code: 'TOO_LARGE' });
    expect(await rowCount(newsPosts)).toBe(before);
  });

  it('a form with thousands of fields is refused without a server error', async () => {
    const many = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, 'x']));
    const res = await send(admin, { method: 'POST', url: '/blog/add', ...multipart({ title: 'Çok alan', ...many }) });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

// ───────────────────────────── very long strings ─────────────────────────────
describe('100 000-character strings in every text field', () => {
  const huge = 'Ağ<'.repeat(33_334).slice(0, 100_000);
  type Target = {
    name: string;
    user: () => TestUser | null;
    fields: string[];
    build: (over: Record<string, string>) => InjectOptions;
  };
  const json =
    (method: InjectOptions['method'], url: () => string, base: () => Record<string, unknown>) =>
    (over: Record<string, string>): InjectOptions => ({ method, url: url(), payload: { ...base(), ...over } });
  const form =
    (url: () => string, base: () => Record<string, string>) =>
    (over: Record<string, string>): InjectOptions => ({
      method: 'POST',
      url: url(),
      ...multipart({ ...base(), ...over }),
    });
  const classes = (over: Record<string, string>) =>
    JSON.stringify([{ title: 'Ders', description: 'd', videoLink: '', ...over }]);
  const test = (text: string, option: string) =>
    JSON.stringify({ questions: [{ text, options: [option, 'b', 'c', 'd', 'e'], correctAnswer: 0 }] });

  const targets: Target[] = [
    {
      name: 'POST /auth/register (student)',
      user: () => null,
      build: form(() => '/auth/register', signupFields),
      fields: [
        'role',
        'name',
        'surname',
        'idNumber',
        'gender',
        'dateOfBirth',
        'educationLevel',
        'jobSeekingStatus',
        'disability',
        'email',
        'password',
        'consent',
      ],
    },
    {
      name: 'POST /auth/register (company)',
      user: () => null,
      build: form(
        () => '/auth/register',
        () => ({
          role: 'company',
          name: 'Ali',
          surname: 'Veli',
          companyName: 'Firma',
          email: `c-${uuid()}@example.com`,
          password: 'Parola12!',
          consent: 'true',
        }),
      ),
      fields: ['name', 'surname', 'companyName', 'email', 'password'],
    },
    {
      name: 'POST /auth/login',
      user: () => null,
      build: json(
        'POST',
        () => '/auth/login',
        () => ({ email: 'a@example.com', password: 'Parola12!' }),
      ),
      fields: ['email', 'password'],
    },
    {
      name: 'POST /mail/forgot-password',
      user: () => null,
      build: json(
        'POST',
        () => '/mail/forgot-password',
        () => ({ email: 'a@example.com' }),
      ),
      fields: ['email'],
    },
    {
      name: 'POST /auth/verify-otp',
      user: () => null,
      build: json(
        'POST',
        () => '/auth/verify-otp',
        () => ({ email: 'a@example.com', otp: '123456' }),
      ),
      fields: ['email', 'otp'],
    },
    {
      name: 'POST /auth/reset-password',
      user: () => null,
      build: json(
        'POST',
        () => '/auth/reset-password',
        () => ({ email: 'a@example.com', password: 'Parola12!', token: 'x' }),
      ),
      fields: ['email', 'password', 'token'],
    },
    {
      name: 'POST /mail/contact',
      user: () => null,
      build: json(
        'POST',
        () => '/mail/contact',
        () => ({ name: 'Ali', phone: '555', email: 'a@example.com', message: 'Merhaba' }),
      ),
      fields: ['name', 'phone', 'email', 'message'],
    },
    {
      name: 'PUT /student/update',
      user: () => student,
      build: json(
        'PUT',
        () => '/student/update',
        () => ({ password: student.password, currentPassword: student.password }),
      ),
      fields: ['password', 'currentPassword'],
    },
    {
      name: 'POST /admin/users',
      user: () => admin,
      build: json(
        'POST',
        () => '/admin/users',
        () => ({
          name: 'Zey',
          surname: 'Kaya',
          email: `t-${uuid()}@example.com`,
          password: 'Ders-2024',
          subject: 'Python',
          phone: '555',
          address: 'İzmit',
        }),
      ),
      fields: ['name', 'surname', 'email', 'password', 'subject', 'phone', 'address'],
    },
    {
      name: 'POST /job/add',
      user: () => company,
      build: json(
        'POST',
        () => '/job/add',
        () => ({ title: 'İlan', description: 'x' }),
      ),
      fields: ['title', 'description'],
    },
    {
      name: 'PUT /job/edit/:id',
      user: () => company,
      build: json(
        'PUT',
        () => `/job/edit/${jobId}`,
        () => ({ title: 'İlan', description: 'x' }),
      ),
      fields: ['title', 'description'],
    },
    {
      name: 'PUT /enrollment/hire/:studentId',
      user: () => company,
      build: json(
        'PUT',
        () => `/enrollment/hire/${student.id}`,
        () => ({ jobId }),
      ),
      fields: ['jobId'],
    },
    {
      name: 'POST /test/add',
      user: () => student,
      build: json(
        'POST',
        () => '/test/add',
        () => ({ courseId, answers: [0] }),
      ),
      fields: ['courseId'],
    },
    {
      name: 'POST /course/add',
      user: () => teacher,
      build: form(
        () => '/course/add',
        () => ({ title: 'Kurs', description: 'x', category: 'Python', classes: classes({}), test: test('Soru', 'a') }),
      ),
      fields: ['title', 'description', 'category', 'classes', 'test'],
    },
    {
      name: 'POST /course/edit/:id',
      user: () => teacher,
      build: form(
        () => `/course/edit/${courseId}`,
        () => ({ title: 'Asıl kurs', description: 'x', classes: classes({}) }),
      ),
      fields: ['title', 'description', 'classes', 'test'],
    },
    {
      name: 'POST /blog/add',
      user: () => admin,
      build: form(
        () => '/blog/add',
        () => ({ title: 'Haber', description: 'x', details: 'y' }),
      ),
      fields: ['title', 'description', 'details', 'existingImages'],
    },
    {
      name: 'POST /blog/edit/:id',
      user: () => admin,
      build: form(
        () => `/blog/edit/${blogId}`,
        () => ({ title: 'Asıl haber', description: 'x', details: 'y' }),
      ),
      fields: ['title', 'description', 'details', 'existingImages'],
    },
    {
      name: 'POST /aboutus/edit/1',
      user: () => admin,
      build: form(
        () => '/aboutus/edit/1',
        () => ({ mainText: 'Metin', cards: '[]' }),
      ),
      fields: ['mainText', 'cards'],
    },
  ];

  /** Radio-like fields: any value outside their choices is docs/product.md's 'Bu alan zorunludur'. */
  const choiceFields = new Set([
    'role',
    'gender',
    'dateOfBirth',
    'educationLevel',
    'jobSeekingStatus',
    'disability',
    'consent',
  ]);
  /** Long text inside the JSON-text fields: a class title, a question, an option, a card. */
  const nested: Record<string, string> = {
    classes: classes({ title: huge }),
    test: test(huge, huge),
    cards: JSON.stringify([{ id: 1, text: huge }]),
  };

  it.each(targets)('$name: a clear 400 or stored whole, never a server error', async (t) => {
    for (const field of t.fields) {
      for (const value of field in nested ? [huge, nested[field]] : [huge]) {
        const res = await send(t.user(), t.build({ [field]: value }));
        const label = `${t.name} ${field} (${value.length} chars)`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect([400, 401, 404, 409, 413], label).toContain(res.statusCode);
          expect(res.json().error, label).toEqual(expect.any(String));
          // A clear message: never "required" for a text that is merely too long, never a library's English default.
          if (!choiceFields.has(field)) expect(res.json().error, label).not.toBe('Bu alan zorunludur');
          expect(res.json().error, label).not.toMatch(/Too big|Invalid input|expected/);
          // The user's field gets a message, not the whole echoed input.
          expect(res.body.length, label).toBeLessThan(5_000);
        }
      }
    }
  });

  it('every screen that shows those texts still answers', async () => {
    for (const url of [
      '/job/all',
      '/course/all',
      '/blog/all',
      '/aboutus',
      '/log/all',
      '/admin/users',
      '/admin/messages',
      `/course/get/${courseId}`,
      `/blog/get/${blogId}`,
    ]) {
      expect((await send(admin, { url })).statusCode, url).toBe(200);
    }
  });
});

// ───────────────────────────── HTML in mails ─────────────────────────────
describe('HTML typed by users in the mails the server sends', () => {
  const outbox = () => path.join(ctx.dataDir, 'outbox');
  const mailsTo = (to: string) =>
    (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
      .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
      .filter((raw) => raw.includes(`To: ${to}`));
  /** The HTML part, quoted-printable decoded. */
  const htmlPart = (raw: string) => {
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    const decoded = html
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(decoded, 'latin1').toString('utf8');
  };
  const waitFor = async (to: string, n: number) => {
    for (let i = 0; i < 100 && mailsTo(to).length < n; i++) await new Promise((r) => setTimeout(r, 20));
    return mailsTo(to);
  };

  it("the contact mail shows the sender's HTML as text, and a line break in the name never reaches a header", async () => {
    const injected = await send(null, {
      method: 'POST',
      url: '/mail/contact',
      payload: { name: 'Ad\r\nBcc: kurban@example.com', phone: '0262 000 00 00', message: 'Merhaba' },
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().fields).toHaveProperty('name');
    const res = await send(null, {
      method: 'POST',
      url: '/mail/contact',
      payload: { name: '<img src=x onerror=alert(1)>', phone: '0262 000 00 00', message: '<script>alert(2)</script>' },
    });
    expect(res.statusCode).toBe(201);
    const [raw] = (await waitFor(ctx.config.contactEmail, 1)).filter(
      (m) => m.includes('alert(2)') || htmlPart(m).includes('alert(2)'),
    );
    expect(raw).toBeDefined();
    const html = htmlPart(raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img src=x|<script>/);
    expect(raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
  });

  it("the hire mail shows a job's HTML as text and carries no company or student name", async () => {
    const boss = await createUser(ctx.app, 'company', { companyName: '<b onmouseover=alert(1)>Firma</b>' });
    const hired = await createUser(ctx.app, 'student', { name: '<i>Ali</i>' });
    const job = (
      await send(boss, { method: 'POST', url: '/job/add', payload: { title: '<u>XSS</u>', description: 'x' } })
    ).json().id;
    await send(hired, { method: 'POST', url: `/enrollment/enroll/${job}` });
    expect(
      (await send(boss, { method: 'PUT', url: `/enrollment/hire/${hired.id}`, payload: { jobId: job } })).statusCode,
    ).toBe(200);
    const [raw] = await waitFor(hired.email, 1);
    const html = htmlPart(raw);
    expect(html).toContain('&lt;u&gt;XSS&lt;/u&gt;');
    expect(html).not.toMatch(/<b onmouseover|<u>XSS|<i>Ali|Firma|Ali/);
  });
});

// ───────────────────────────── CSRF ─────────────────────────────
describe('cross-site requests carrying the session cookie', () => {
  const jobCount = async () => (await ctx.app.db.select({ n: count() }).from(jobs))[0].n;
  const foreign = ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:80@evil.example'];

  it.each(foreign)('a form posted from origin %s changes nothing', async (origin) => {
    const before = {
      jobs: await jobCount(),
      newsPosts: await rowCount(newsPosts),
      course: (await ctx.app.db.select().from(courses).where(eq(courses.id, courseId)))[0],
    };
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: '/job/add', payload: { title: 'Sahte', description: 'x' } },
      {
        method: 'POST',
        url: '/job/add',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=Sahte&description=x',
      },
      { method: 'POST', url: '/blog/add', ...multipart({ title: 'Sahte haber' }) },
      { method: 'POST', url: `/course/edit/${courseId}`, ...multipart({ title: 'Ele geçirildi', classes: '[]' }) },
      { method: 'DELETE', url: `/course/delete/${courseId}` },
      { method: 'PUT', url: '/student/update', payload: { password: 'Hacked12!', currentPassword: student.password } },
      { method: 'POST', url: '/auth/logout' },
    ];
    for (const opts of attempts) {
      const user = opts.url.startsWith('/job')
        ? company
        : opts.url.startsWith('/blog')
          ? admin
          : opts.url.startsWith('/course')
            ? teacher
            : student;
      const res = await send(user, { ...opts, headers: { ...(opts.headers ?? {}), origin, host: 'localhost' } });
      expect(res.statusCode, `${opts.method} ${opts.url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: translate(serverMessages.forbidden, 'tr'), code: 'FORBIDDEN' });
    }
    expect(await jobCount()).toBe(before.jobs);
    expect(await rowCount(newsPosts)).toBe(before.newsPosts);
    expect((await ctx.app.db.select().from(courses).where(eq(courses.id, courseId)))[0]).toEqual(before.course);
    // The session survived (no logout) and the password did not change.
    expect((await send(student, { url: '/auth/check-session' })).json().user).toMatchObject({ id: student.id });
    expect(
      (
        await send(null, {
          method: 'POST',
          url: '/auth/login',
          payload: { email: student.email, password: student.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a text/plain form body smuggling JSON is not read as JSON (no Origin sent, cookie attached)', async () => {
    const before = await jobCount();
    for (const [url, user, body] of [
      ['/job/add', company, '{"title":"Sahte","description":"x","pad":"="}'],
      [
        '/admin/users',
        admin,
        '{"name":"K","surname":"K","email":"k@evil.example","password":"Ders-2024","subject":"x","pad":"="}',
      ],
      ['/mail/contact', null, '{"message":"spam","pad":"="}'],
    ] as const) {
      const res = await send(user, { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: body });
      expect([400, 415], url).toContain(res.statusCode);
    }
    expect(await jobCount()).toBe(before);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, 'k@evil.example'))).toEqual([]);
  });

  it('the same request from the site itself goes through (the check is not a blanket refusal)', async () => {
    const res = await send(company, {
      method: 'POST',
      url: '/job/add',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { title: 'Gerçek', description: 'x' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('another site can neither read answers (no CORS grant) nor frame the app', async () => {
    const res = await send(student, { url: '/student/get', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await send(null, {
      method: 'OPTIONS',
      url: '/job/add',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the session cookie is HttpOnly and SameSite=Lax, so browsers keep it off cross-site posts', async () => {
    const res = await send(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: company.email, password: company.password },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
