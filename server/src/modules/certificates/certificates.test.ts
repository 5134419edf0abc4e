import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { certificates, examAttempts } from '../../db/schema/index.ts';
import { addCourse, threeQuestions } from '../../../test/course-fixtures.ts';
import { migrationStatement } from '../../../test/migrations.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

// Certificates issued by the first pass, their PDF, and the public check.

let ctx: TestContext;
let teacher: TestUser;
let admin: TestUser;
let company: TestUser;
let sule: TestUser;
let other: TestUser;
let courseId: string;
const PUBLIC_URL = 'https://beceri.example.org';
const right = threeQuestions.questions.map((q) => q.correctAnswer);
const wrong = right.map((a) => (a + 1) % 5);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  teacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  company = await createUser(ctx.app, 'company');
  sule = await createUser(ctx.app, 'student', { name: 'Şule İpek', surname: 'Işıkçı Güngör' });
  other = await createUser(ctx.app, 'student');
  courseId = await addCourse(ctx.app, teacher, { title: 'Ağ Güvenliği ve Şifreleme' });
});
afterAll(() => ctx.close());

const enrol = (user: TestUser, id = courseId) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
async function attempt(user: TestUser, answers: number[], id = courseId) {
  const res = await takeExam(ctx.app, user, id, answers);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const listOf = async (user: TestUser) => {
  const res = await injectAs(ctx.app, user, { url: '/certificates' });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    code: string;
    courseId: string;
    courseTitle: string;
    score: number;
    total: number;
    issuedAt: string;
  }[];
};
const verify = (code: string) => ctx.app.inject({ url: `/certificates/verify/${code}` });
const pdfOf = (user: TestUser | null, code: string) => injectAs(ctx.app, user, { url: `/certificates/${code}/pdf` });

describe('issuing', () => {
  it('issues nothing for a failed attempt, one certificate for the first pass, and no second one after', async () => {
    await enrol(sule);
    expect((await attempt(sule, wrong)).status).toBe('failed');
    expect(await listOf(sule)).toEqual([]);
    const beforePass = Date.now();
    expect((await attempt(sule, [right[0], right[1], wrong[2]])).status).toBe('passed');
    const [certificate] = await listOf(sule);
    expect(certificate).toMatchObject({ courseId, courseTitle: 'Ağ Güvenliği ve Şifreleme', score: 2, total: 3 });
    expect(certificate.code).toMatch(/^[A-Z2-7]{16}$/);
    expect(Date.parse(certificate.issuedAt)).toBeGreaterThanOrEqual(beforePass - 1000);

    // A later, better pass keeps the first certificate: one per student and course.
    expect((await attempt(sule, right)).score).toBe(3);
    expect(await listOf(sule)).toEqual([certificate]);
    expect(await ctx.app.db.select().from(certificates).where(eq(certificates.studentId, sule.id))).toHaveLength(1);
  });

  it('issues one certificate when two passing submissions of an attempt arrive together', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    await injectAs(ctx.app, student, { method: 'POST', url: `/exam/${courseId}/attempts` });
    const send = () =>
      injectAs(ctx.app, student, { method: 'POST', url: '/test/add', payload: { courseId, answers: right } });
    const results = await Promise.all([send(), send()]);
    // One grades the attempt; the other finds it graded.
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await listOf(student)).toHaveLength(1);
  });

  it('is listed only to its student; the list is for students', async () => {
    expect(await listOf(other)).toEqual([]);
    expect((await ctx.app.inject({ url: '/certificates' })).statusCode).toBe(401);
    for (const user of [teacher, company, admin])
      expect((await injectAs(ctx.app, user, { url: '/certificates' })).statusCode).toBe(403);
  });
});

describe('GET /certificates/verify/:code', () => {
  it('tells anyone the name, the course and the date, and nothing else about the person', async () => {
    const [certificate] = await listOf(sule);
    const res = await verify(certificate.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      name: 'Şule İpek',
      surname: 'Işıkçı Güngör',
      courseTitle: 'Ağ Güvenliği ve Şifreleme',
      issuedAt: certificate.issuedAt,
      hours: null,
    });
    expect(res.body).not.toContain(sule.email);
    expect(res.body).not.toContain(sule.id);
  });

  it('answers 404 for a code that names no certificate, whatever its shape', async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'abc', '0000000000', 'ÇÇÇÇÇÇÇÇÇÇ', `${'A'.repeat(99)}`]) {
      const res = await verify(encodeURIComponent(code));
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Sertifika bulunamadı.' });
    }
    expect(
      (
        await ctx.app.inject({ url: '/certificates/verify/AAAAAAAAAAAAAAAA', headers: { 'accept-language': 'en' } })
      ).json().error,
    ).toBe('Certificate not found.');
  });

  it("answers {valid: false} for a deleted account's certificate, and its PDF is gone", async () => {
    const leaver = await createUser(ctx.app, 'student', { name: 'Giden', surname: 'Öğrenci' });
    await enrol(leaver);
    await attempt(leaver, right);
    const [certificate] = await listOf(leaver);
    expect((await verify(certificate.code)).json()).toMatchObject({ valid: true, name: 'Giden' });
    const del = await injectAs(ctx.app, leaver, {
      method: 'DELETE',
      url: '/me',
      payload: { password: leaver.password },
    });
    expect(del.statusCode).toBe(200);
    const res = await verify(certificate.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false });
    expect((await pdfOf(admin, certificate.code)).statusCode).toBe(404);
  });
});

describe('GET /certificates/:code/pdf', () => {
  it('is for its student and admins only', async () => {
    const [certificate] = await listOf(sule);
    expect((await pdfOf(null, certificate.code)).statusCode).toBe(401);
    expect((await pdfOf(other, certificate.code)).statusCode).toBe(403);
    expect((await pdfOf(teacher, certificate.code)).statusCode).toBe(403);
    expect((await pdfOf(company, certificate.code)).statusCode).toBe(403);
    expect((await pdfOf(admin, certificate.code)).statusCode).toBe(200);
    expect((await pdfOf(sule, 'AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('is an A4 page with the Turkish letters of the name and course, and a QR code of the verification page', async () => {
    const [certificate] = await listOf(sule);
    const res = await pdfOf(sule, certificate.code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="beceri-sertifika-${certificate.code}.pdf"`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-certificate-'));
    try {
      const file = path.join(dir, 'certificate.pdf');
      fs.writeFileSync(file, res.rawPayload);
      // A4 landscape, one page (poppler's reading of the file, not ours).
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+1/);
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
      // The text as a reader extracts it: the glyphs map back to the right letters.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Şule İpek Işıkçı Güngör');
      expect(text).toContain('“Ağ Güvenliği ve Şifreleme” kursunu 2/3 puanla başarıyla tamamladığını gösterir.');
      expect(text).toContain('BAŞARI SERTİFİKASI');
      expect(text).toContain(`Doğrulama kodu: ${certificate.code}`);
      expect(text).toContain(ctx.config.orgName);
      // The page drawn as an image: the QR code reads as the verification address.
      execFileSync('pdftoppm', ['-r', '100', '-gray', '-singlefile', file, path.join(dir, 'page')]);
      const { width, height, pixels } = readPgm(fs.readFileSync(path.join(dir, 'page.pgm')));
      expect([width, height]).toEqual([1170, 827]);
      const rgba = new Uint8ClampedArray(width * height * 4);
      pixels.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
      expect(jsQR(rgba, width, height)?.data).toBe(`${PUBLIC_URL}/dogrula/${certificate.code}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A binary PGM (P5) image, as pdftoppm -gray writes it. */
function readPgm(data: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'))!;
  const [, width, height] = header.map(Number);
  return { width, height, pixels: new Uint8Array(data.subarray(header[0].length, header[0].length + width * height)) };
}

describe('migration 0010', () => {
  it('gives every earlier pass its certificate: the first passing attempt of each student and course', async () => {
    const backfill = migrationStatement('0010', 'INSERT INTO "certificates"')
      // Its attempts now live in exam_attempts (decision 042), with the columns it reads unchanged.
      .replaceAll('"test_results"', '"exam_attempts"')
      .replaceAll('test_results', 'exam_attempts');
    const before = await ctx.app.db
      .select()
      .from(certificates)
      .where(sql`${certificates.studentId} is not null`);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await ctx.app.db.delete(certificates);
    await ctx.app.db.execute(sql.raw(backfill));
    const after = await ctx.app.db.select().from(certificates);
    const firstPasses = await ctx.app.db.execute<{ student_id: string; score: number; created_at: string }>(sql`
      select distinct on (student_id, course_id) student_id, score, created_at from ${examAttempts}
      where status = 'passed' order by student_id, course_id, created_at`);
    expect(after.map((c) => [c.studentId, c.score]).sort()).toEqual(
      firstPasses.rows.map((r) => [r.student_id, r.score]).sort(),
    );
    expect(after.find((c) => c.studentId === sule.id)).toMatchObject({
      score: 2,
      total: 3,
      courseTitle: 'Ağ Güvenliği ve Şifreleme',
    });
    for (const c of after) expect(c.code).toMatch(/^[A-Z2-7]{16}$/);
    expect(new Set(after.map((c) => c.code)).size).toBe(after.length);
  });
});
