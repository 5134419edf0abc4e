import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, studentProfiles } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  samples,
  storeTestFile,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let owner: TestUser;
let hiringCompany: TestUser;
let otherCompany: TestUser;
let otherStudent: TestUser;
let admin: TestUser;
let teacher: TestUser;
let jobId: string;
let resumeUrl: string;
const resumeBytes = Buffer.concat([samples.pdf, Buffer.from('% Ayşe Yılmaz özgeçmiş\n')]);

/** Gives a student a stored resume, as registration does. */
async function giveResume(student: TestUser, name: string): Promise<string> {
  const { upload, key } = await storeTestFile(ctx.app, 'resume', name, resumeBytes);
  const [row] = await ctx.app.db
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
  await ctx.app.db.update(studentProfiles).set({ resumeFileId: row.id }).where(eq(studentProfiles.userId, student.id));
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, hiringCompany, otherCompany, otherStudent, admin, teacher] = await Promise.all([
    createUser(ctx.app, 'student'),
    createUser(ctx.app, 'company'),
    createUser(ctx.app, 'company'),
    createUser(ctx.app, 'student'),
    createUser(ctx.app, 'admin'),
    createUser(ctx.app, 'teacher'),
  ]);
  const fileId = await giveResume(owner, 'Özgeçmiş "Ayşe";\r\nX-Evil: 1.pdf');
  resumeUrl = `/files/${fileId}`;
  const job = await injectAs(ctx.app, hiringCompany, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Analist', description: 'x' },
  });
  jobId = job.json().id;
  // The other company has an ad too, but the student did not apply to it.
  await injectAs(ctx.app, otherCompany, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Başka', description: 'x' },
  });
  expect((await injectAs(ctx.app, owner, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode).toBe(201);
});
afterAll(() => ctx.close());

/** Who reads a resume, and what they get: the same for a download and for the inline preview. */
const readers: [string, () => TestUser | null, number][] = [
  ['the student who owns it', () => owner, 200],
  ['an admin', () => admin, 200],
  ['a company the student applied to', () => hiringCompany, 200],
  ['a company the student did not apply to', () => otherCompany, 404],
  ['another student', () => otherStudent, 404],
  ['a teacher', () => teacher, 404],
  ['a visitor', () => null, 404],
];

describe('resume access matrix', () => {
  it.each(readers)('%s gets %i', async (_who, user, status) => {
    const res = await injectAs(ctx.app, user(), { url: resumeUrl });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.rawPayload.equals(resumeBytes)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } else {
      expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
  });

  it("links the resume from the owner's applicant list, and only there", async () => {
    const res = await injectAs(ctx.app, hiringCompany, { url: `/enrollment/studentsEnrolled/${jobId}` });
    expect(res.json()[0].resume).toBe(resumeUrl);
    expect(res.json()[0].resumeMime).toBe('application/pdf');
  });

  it('sends a Content-Disposition that no file name can break', async () => {
    const res = await injectAs(ctx.app, hiringCompany, { url: resumeUrl });
    const header = String(res.headers['content-disposition']);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it.each(readers)('previews the PDF inline (?inline=1) for %s: %i', async (_who, user, status) => {
    const res = await injectAs(ctx.app, user(), { url: `${resumeUrl}?inline=1`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    if (status !== 200) return expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    expect(res.rawPayload.equals(resumeBytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Framed by our own pages only, loading nothing itself.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'self'; frame-ancestors 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps a resume a download without ?inline=1, and a Word resume a download even with it', async () => {
    const plain = await injectAs(ctx.app, hiringCompany, { url: resumeUrl });
    expect(String(plain.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const query of ['?inline=0', '?inline=true', '?inline=']) {
      expect(
        String(
          (await injectAs(ctx.app, hiringCompany, { url: `${resumeUrl}${query}` })).headers['content-disposition'],
        ),
      ).toMatch(/^attachment;/);
    }
    const student = await createUser(ctx.app, 'student');
    // Stored as a Word file (the type comes from the content at upload; here the row says so).
    const docx = await giveResume(student, 'cv.pdf');
    await ctx.app.db
      .update(files)
      .set({ mime: 'application/msword', originalName: 'cv.doc' })
      .where(eq(files.id, docx));
    const job = await injectAs(ctx.app, hiringCompany, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Word', description: 'x' },
    });
    await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${job.json().id}` });
    const res = await injectAs(ctx.app, hiringCompany, { url: `/files/${docx}?inline=1` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the pages frame same-origin answers (the preview) and still no other site than the video players', async () => {
    const page = await ctx.app.inject({ url: '/jobs', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('stops a company reading it once its ad is gone', async () => {
    const company = await createUser(ctx.app, 'company');
    const job = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Geçici', description: 'x' },
    });
    await injectAs(ctx.app, owner, { method: 'POST', url: `/enrollment/enroll/${job.json().id}` });
    expect((await injectAs(ctx.app, company, { url: resumeUrl })).statusCode).toBe(200);
    await injectAs(ctx.app, company, { method: 'DELETE', url: `/job/delete/${job.json().id}` });
    expect((await injectAs(ctx.app, company, { url: resumeUrl })).statusCode).toBe(404);
  });

  it('does not reach the file system through a forged path', async () => {
    for (const url of [
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e/uploads',
      '/uploads/x.pdf',
      '/files/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await injectAs(ctx.app, admin, { url });
      expect(res.statusCode).toBe(404);
    }
  });
});
