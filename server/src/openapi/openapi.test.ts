import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { istanbulDay } from '@beceri/domain';
import { companyProfiles, courseEnrollments, files, users } from '../db/schema/index.ts';
import { msUntilIstanbulMidnight } from '../lib/cache.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  samples,
  storeTestFile,
  type TestContext,
  type TestUser,
} from '../../test/helpers.ts';
import { addCourse } from '../../test/course-fixtures.ts';
import { registeredRoutes } from '../../test/route-recorder.ts';
import { routeDocs, routeKey, UNDOCUMENTED } from './index.ts';

// The OpenAPI document of every route, valid, in both languages, and its viewer.
vi.mock('fastify', async (importOriginal) =>
  (await import('../../test/route-recorder.ts')).recordingFastify(importOriginal),
);

type Operation = {
  summary: string;
  operationId: string;
  tags: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://beceri.example' });
  const res = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

const serverDir = path.resolve(import.meta.dirname, '../..');
/** Runs a linter of the document (server/package.json's `openapi:*` scripts) over the files. */
const lint = (script: string, files: string[]) =>
  promisify(execFile)('npm', ['run', '-s', script, '--', ...files], {
    cwd: serverDir,
    env: { ...process.env, NO_COLOR: '1' },
  });

const apiRoutes = () =>
  registeredRoutes.filter(
    (r) => r.method !== 'HEAD' && !UNDOCUMENTED.has(routeKey(r.method, r.url)) && !r.url.startsWith('/api/docs'),
  );
const operationOf = (method: string, url: string) => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app registers, each with its feature, summary, answer and error shape', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(
      routes.filter((r) => !routeDocs[routeKey(r.method, r.url)]).map((r) => routeKey(r.method, r.url)),
      'routes without an entry in openapi/routes.ts',
    ).toEqual([]);
    expect(
      Object.keys(routeDocs).filter((k) => !routes.some((r) => routeKey(r.method, r.url) === k)),
      'entries for routes the app does not have',
    ).toEqual([]);
    for (const r of routes) {
      const op = operationOf(r.method, r.url);
      const where = routeKey(r.method, r.url);
      expect(op, where).toBeDefined();
      expect(op.summary, where).toBeTruthy();
      expect(op.tags, where).toHaveLength(1);
      // A success answer: a 2xx, or the redirect of a link opened in a browser (GET /auth/verify-email: 303); a
      // route with two (201 enrolled, 200 already enrolled) lists both.
      const success = Object.keys(op.responses).filter((s) => /^[23]/.test(s));
      expect(success.length, where).toBeGreaterThanOrEqual(1);
      expect(op.responses[400]?.content?.['application/json']?.schema, where).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
      // A public operation says it needs no session; the others name the session cookie.
      expect(op.security, where).toEqual(routeDocs[where].auth ? [{ session: [] }] : []);
    }
    expect(doc.components?.schemas?.ApiError).toMatchObject({ required: ['error', 'code'] });
  });

  it('carries the request schemas the routes validate with, and multipart forms', () => {
    const jobs = operationOf('GET', '/job/all');
    expect(jobs.parameters?.map((p) => p.name).sort()).toEqual(['city', 'eligible', 'limit', 'page', 'q', 'type']);
    // Every filter and the page are optional: the route fills in page 1 and its default size.
    expect(jobs.parameters?.filter((p) => (p as { required?: boolean }).required)).toEqual([]);
    const users = operationOf('GET', '/admin/users');
    expect(users.parameters?.map((p) => p.name).sort()).toEqual(['cohort', 'limit', 'page', 'role']);
    expect(users.parameters?.filter((p) => (p as { required?: boolean }).required)).toEqual([]);
    const login = operationOf('POST', '/auth/login');
    expect(login.requestBody?.content['application/json']).toMatchObject({
      schema: { properties: { email: {}, password: {} } },
    });
    expect(operationOf('POST', '/course/add').requestBody?.content).toHaveProperty('multipart/form-data');
    // One job: the public job, plus `mine` (and the take-down time) for the company that posted it (decision 058).
    expect(operationOf('GET', '/job/getJob/:id').responses[200].content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OneJob',
    });
  });

  it('speaks English with ?lang=en', async () => {
    const en = (await ctx.app.inject({ url: '/api/openapi.json?lang=en' })).json() as Document;
    expect(operationOf('GET', '/job/all').summary).toBe('Açık ilanlar (arama, il, çalışma şekli)');
    expect(en.paths['/job/all'].get.summary).toBe('Open jobs (search, province, type)');
  });

  it('answers as documented: a job, a page of jobs and an error match their schemas', async () => {
    const company = await createUser(ctx.app, 'company');
    const added = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Belgelenen ilan', description: 'Açıklama', city: 'Bursa', type: 'fullTime' },
    });
    const id = (added.json() as { id: string }).id;
    const job = (await ctx.app.inject({ url: `/job/getJob/${id}` })).json() as Record<string, unknown>;
    type ObjectSchema = { required: string[]; properties: Record<string, unknown> };
    const schema = doc.components!.schemas!.Job as ObjectSchema;
    const oneJob = doc.components!.schemas!.OneJob as ObjectSchema;
    // A visitor's job: every required property of the page's schema, and only its properties (`match` is a student's).
    expect(Object.keys(job).sort()).toEqual(oneJob.required.sort());
    expect(Object.keys(oneJob.properties)).toEqual(expect.arrayContaining(Object.keys(job)));
    const list = operationOf('GET', '/job/all').responses[200].content?.['application/json']?.schema;
    expect(list).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Job' } });
    const page = (await ctx.app.inject({ url: '/job/all?limit=5' })).json() as Record<string, unknown>[];
    for (const item of page) expect(Object.keys(item).sort()).toEqual(schema.required.sort());
    expect(Object.keys(schema.properties).sort()).toEqual([...schema.required, 'match'].sort());
    const error = (await ctx.app.inject({ method: 'POST', url: '/job/add', payload: {} })).json() as Record<
      string,
      unknown
    >;
    expect(Object.keys(error).every((k) => ['error', 'code', 'fields'].includes(k))).toBe(true);
  });

  it('lists the statuses and headers the routes really answer', () => {
    const statuses = (method: string, url: string) => Object.keys(operationOf(method, url).responses);
    expect(statuses('POST', '/auth/login')).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    expect(statuses('POST', '/auth/register')).toEqual(expect.arrayContaining(['201', '409', '413']));
    expect(statuses('POST', '/admin/users')).toContain('409');
    expect(statuses('POST', '/enrollment/enroll/:jobId')).toContain('409');
    expect(statuses('DELETE', '/enrollment/:applicationId')).toContain('409');
    expect(statuses('POST', '/test/add')).toEqual(expect.arrayContaining(['404', '409']));
    // A resumed attempt, a closed one, a file's conditional read and its refusals, a body of a type not read.
    expect(statuses('POST', '/exam/:courseId/attempts')).toEqual(expect.arrayContaining(['200', '201', '429']));
    expect(statuses('PUT', '/exam/attempts/:attemptId/answers/:questionId')).toContain('409');
    expect(statuses('GET', '/files/:id')).toEqual(expect.arrayContaining(['304', '403']));
    expect(statuses('POST', '/auth/login')).toContain('415');
    expect(statuses('POST', '/course/add')).toContain('415');
    expect(statuses('POST', '/mail/contact')).toEqual(expect.arrayContaining(['403', '415']));
    expect(statuses('POST', '/courseEnrollement/enroll/:courseId')).toEqual(expect.arrayContaining(['200', '201']));
    expect(statuses('GET', '/files/:id')).toEqual(expect.arrayContaining(['200', '206', '416']));
    expect(statuses('GET', '/health')).toEqual(expect.arrayContaining(['200', '503']));
    type Headers = Record<string, { schema: unknown }>;
    const headers = (method: string, url: string, status: number) =>
      (operationOf(method, url).responses[status] as { headers?: Headers }).headers ?? {};
    expect(headers('GET', '/job/all', 200)).toHaveProperty('X-Total-Count');
    expect(headers('GET', '/admin/users', 200)).toHaveProperty('X-Total-Count');
    expect(headers('POST', '/auth/login', 200)).toHaveProperty('Set-Cookie');
    expect(headers('POST', '/auth/login', 429)).toHaveProperty('Retry-After');
    expect(headers('POST', '/exam/:courseId/attempts', 429)).toHaveProperty('Retry-After');
    // Cached reads carry their version and answer 304 to a client that holds it; a write does not.
    expect(headers('GET', '/job/all', 200)).toHaveProperty('ETag');
    expect(statuses('GET', '/job/all')).toContain('304');
    expect(statuses('GET', '/blog/all')).toContain('304');
    // A 304 has no body.
    expect(operationOf('GET', '/job/all').responses[304].content).toBeUndefined();
    expect(statuses('POST', '/job/add')).not.toContain('304');
    expect(headers('POST', '/job/add', 201)).not.toHaveProperty('ETag');
  });

  it('names the required fields of multipart forms and marks their files as binary', () => {
    type Form = { required?: string[]; properties: Record<string, { type?: string; format?: string; items?: object }> };
    const form = (method: string, url: string) =>
      operationOf(method, url).requestBody?.content['multipart/form-data'] as { schema: Form };
    const signup = form('POST', '/auth/register').schema;
    expect(signup.required?.sort()).toEqual(['consent', 'email', 'name', 'password', 'role', 'surname']);
    expect(signup.properties).toHaveProperty('dateOfBirth');
    expect(signup.properties.resume).toMatchObject({ type: 'string', format: 'binary' });
    expect(form('POST', '/course/add').schema.properties.pdfFiles).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(form('POST', '/course/add').schema.required).toEqual(['title']);
    expect(form('PUT', '/student/resume').schema.required).toEqual(['resume']);
  });

  it('is all English with ?lang=en: summaries, descriptions, answers and form fields', async () => {
    const en = (await ctx.app.inject({ url: '/api/openapi.json?lang=en' })).json() as Document & {
      info: { description: string };
    };
    const turkish = /[çğıöşüÇĞİÖŞÜ]|\b(ve|bir|için|oturum|alanlar)\b/;
    const texts: string[] = [en.info.description];
    for (const item of Object.values(en.paths)) {
      for (const op of Object.values(item)) {
        const form = op.requestBody?.content['multipart/form-data'] as
          { schema: { properties: Record<string, { description?: string }> } } | undefined;
        texts.push(
          op.summary,
          (op as { description?: string }).description ?? '',
          ...Object.values(op.responses).map((r) => (r as { description?: string }).description ?? ''),
          ...Object.values(form?.schema.properties ?? {}).map((p) => p.description ?? ''),
        );
      }
    }
    expect(texts.filter((text) => turkish.test(text))).toEqual([]);
  });

  it('passes Redocly and Spectral in both languages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-openapi-'));
    try {
      const files = [];
      for (const lang of ['tr', 'en']) {
        const file = path.join(dir, `openapi-${lang}.json`);
        fs.writeFileSync(file, (await ctx.app.inject({ url: `/api/openapi.json?lang=${lang}` })).body);
        files.push(file);
      }
      for (const script of ['openapi:redocly', 'openapi:spectral']) {
        // A finding fails the script (Spectral: from warnings up); its report is the failure's message.
        const failed = await lint(script, files).then(
          () => '',
          (err: { stdout?: string; stderr?: string }) => `${script}:\n${err.stdout ?? ''}${err.stderr ?? ''}`,
        );
        expect(failed).toBe('');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is browsable at /api/docs, its viewer served from this server', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/src="https?:\/\//);
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
  });
});

/** The statuses the document lists for an operation. */
const statusesOf = (method: string, url: string) => Object.keys(operationOf(method, url)?.responses ?? {});
/** An answer the server gave is one the document lists for that operation (the security review's finding, #28). */
const expectDocumented = (method: string, url: string, res: LightMyRequestResponse) =>
  expect(statusesOf(method, url), `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(
    String(res.statusCode),
  );
const WRITES = ['post', 'put', 'patch', 'delete'];

describe('the statuses the server really answers are in the document', () => {
  it('exams: a resumed attempt 200, a closed attempt 409, no open attempt 409, the day used up 429 with Retry-After', async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const student = await createUser(ctx.app, 'student');
    const courseId = await addCourse(ctx.app, teacher, { title: 'Belgelenen sınav' });
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` });
    const open = () => injectAs(ctx.app, student, { method: 'POST', url: `/exam/${courseId}/attempts` });
    const opened = await open();
    expect(opened.statusCode).toBe(201);
    expectDocumented('POST', '/exam/:courseId/attempts', opened);
    const resumed = await open();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().attemptId).toBe(opened.json().attemptId);
    expectDocumented('POST', '/exam/:courseId/attempts', resumed);
    // The resumed attempt has the body of a new one.
    expect(operationOf('POST', '/exam/:courseId/attempts').responses[200].content).toEqual(
      operationOf('POST', '/exam/:courseId/attempts').responses[201].content,
    );

    const { attemptId, questions } = opened.json() as { attemptId: string; questions: { id: string }[] };
    const answerUrl = `/exam/attempts/${attemptId}/answers/${questions[0].id}`;
    const saved = await injectAs(ctx.app, student, { method: 'PUT', url: answerUrl, payload: { option: 0 } });
    expect(saved.statusCode).toBe(204);
    const submit = () =>
      injectAs(ctx.app, student, { method: 'POST', url: '/test/add', payload: { courseId, answers: [0, 0, 0] } });
    expect((await submit()).statusCode).toBe(200);
    const closed = await injectAs(ctx.app, student, { method: 'PUT', url: answerUrl, payload: { option: 1 } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'ATTEMPT_CLOSED' });
    expectDocumented('PUT', '/exam/attempts/:attemptId/answers/:questionId', closed);
    const noAttempt = await submit();
    expect(noAttempt.statusCode).toBe(409);
    expect(noAttempt.json()).toMatchObject({ code: 'NO_OPEN_ATTEMPT' });
    expectDocumented('POST', '/test/add', noAttempt);

    // The day's attempts used up: 429 until midnight in Istanbul, which Retry-After says.
    await ctx.app.db
      .update(courseEnrollments)
      .set({ attemptDay: istanbulDay(), attemptsThatDay: 10 })
      .where(and(eq(courseEnrollments.studentId, student.id), eq(courseEnrollments.courseId, courseId)));
    const refused = await open();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'DAILY_ATTEMPTS_USED' });
    expectDocumented('POST', '/exam/:courseId/attempts', refused);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter), `Retry-After: ${refused.headers['retry-after']}`).toBe(true);
    expect(Math.abs(retryAfter - msUntilIstanbulMidnight() / 1000)).toBeLessThan(5);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const declared = operationOf('POST', '/exam/:courseId/attempts').responses[429] as {
      description: string;
      headers?: Record<string, unknown>;
    };
    expect(declared.headers).toHaveProperty('Retry-After');
    expect(declared.description).toContain('DAILY_ATTEMPTS_USED');
  });

  it('files: a version the client holds 304, a company not approved or not verified 403, a second factor to set up 403', async () => {
    const student = await createUser(ctx.app, 'student');
    const company = await createUser(ctx.app, 'company');
    const { upload, key } = await storeTestFile(ctx.app, 'resume', 'ozgecmis.pdf', samples.pdf);
    const [file] = await ctx.app.db
      .insert(files)
      .values({
        kind: 'resume',
        ownerId: student.id,
        storageKey: key,
        originalName: upload.originalName,
        mime: upload.mime,
        size: upload.size,
      })
      .returning({ id: files.id });
    const job = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Belgelenen başvuru', description: 'x' },
    });
    await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${job.json().id}` });
    const read = (headers: Record<string, string> = {}) =>
      injectAs(ctx.app, company, { url: `/files/${file.id}`, headers });

    const whole = await read();
    expect(whole.statusCode).toBe(200);
    expectDocumented('GET', '/files/:id', whole);
    const etag = String(whole.headers.etag);
    const notModified = await read({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expectDocumented('GET', '/files/:id', notModified);
    const since = await read({ 'if-modified-since': String(whole.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
    type Answer = { description: string; content?: unknown; headers?: Record<string, unknown> };
    const answers = operationOf('GET', '/files/:id').responses as Record<string, Answer>;
    expect(answers[304].content, 'a 304 has no body').toBeUndefined();
    expect(answers[200].headers).toHaveProperty('ETag');

    const company_ = eq(companyProfiles.userId, company.id);
    await ctx.app.db.update(companyProfiles).set({ approval: 'pending' }).where(company_);
    const pending = await read();
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: 'COMPANY_NOT_APPROVED' });
    expectDocumented('GET', '/files/:id', pending);
    await ctx.app.db.update(companyProfiles).set({ approval: 'approved' }).where(company_);
    await ctx.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, company.id));
    const unverified = await read();
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expectDocumented('GET', '/files/:id', unverified);
    for (const code of ['COMPANY_NOT_APPROVED', 'EMAIL_NOT_VERIFIED', 'MFA_SETUP_REQUIRED'])
      expect(answers[403].description).toContain(code);

    // MFA_REQUIRED_ROLES: a company without a second factor is sent to set one up, on this route too.
    const gated = await createTestApp({ MFA_REQUIRED_ROLES: 'company' });
    try {
      const unsecured: TestUser = await createUser(gated.app, 'company');
      const res = await injectAs(gated.app, unsecured, { url: `/files/${file.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'MFA_SETUP_REQUIRED' });
      expectDocumented('GET', '/files/:id', res);
    } finally {
      await gated.close();
    }
  });

  it("names the second factor's set-up gate on every operation that can answer it, and only there", async () => {
    const gated = await createTestApp({ MFA_REQUIRED_ROLES: 'admin' });
    try {
      const admin = await createUser(gated.app, 'admin');
      let refused = 0;
      let passed = 0;
      for (const [path, item] of Object.entries(doc.paths)) {
        // Logging out would end the session the sweep runs on.
        for (const method of Object.keys(item).filter((m) => `${m} ${path}` !== 'post /auth/logout')) {
          const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
          const res = await injectAs(gated.app, admin, { method: method.toUpperCase() as 'GET', url, payload: {} });
          const code = res.statusCode === 403 ? (res.json() as { code?: string }).code : undefined;
          const text = String((item[method].responses as Record<string, { description?: string }>)['403']?.description);
          if (code === 'MFA_SETUP_REQUIRED') {
            refused++;
            expect(text, `${method} ${path}`).toContain('MFA_SETUP_REQUIRED');
          } else if (res.statusCode < 300) {
            // The gate let it through: the set-up routes and the session's own.
            passed++;
            expect(text, `${method} ${path} answered ${res.statusCode}`).not.toContain('MFA_SETUP_REQUIRED');
          }
        }
      }
      expect(refused).toBeGreaterThan(80);
      expect(passed).toBeGreaterThan(3);
    } finally {
      await gated.close();
    }
  });

  it('every operation that takes a body answers 415 to a body of a type it does not read, and says so', async () => {
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((m) => WRITES.includes(m))) {
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        for (const type of ['application/xml', 'application/x-www-form-urlencoded']) {
          // A type the operation documents that it reads (the one-click unsubscribe's form, RFC 8058) is not refused.
          if ((item[method] as Operation).requestBody?.content[type]) continue;
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { 'content-type': type },
            payload: type === 'application/xml' ? '<a/>' : 'a=1',
          });
          expect(res.statusCode, `${method} ${path} (${type})`).toBe(415);
          expectDocumented(method, path.replace(/\{(\w+)\}/g, ':$1'), res);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
    expect((operationOf('POST', '/auth/login').responses[415] as { description: string }).description).toContain(
      'application/json',
    );
  });

  it('every write refuses a foreign Origin with 403, and says so (public writes too)', async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((m) => WRITES.includes(m))) {
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
          headers: { origin: 'https://evil.example' },
          payload: {},
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expectDocumented(method, path.replace(/\{(\w+)\}/g, ':$1'), res);
      }
    }
  });

  it('every 429 carries Retry-After, as the document declares for each', async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const tooMany = op.responses[429] as { headers?: Record<string, unknown> } | undefined;
        if (tooMany) expect(tooMany.headers, `${method} ${path}`).toHaveProperty('Retry-After');
      }
    }
    // A limit of the rate limiter (5 contact messages an address in 15 minutes).
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i++) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/mail/contact',
        remoteAddress: '10.28.1.1',
        payload: { name: 'Ad', email: 'a@example.com', message: 'Merhaba' },
      });
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('POST', '/mail/contact', res!);
  });
});
