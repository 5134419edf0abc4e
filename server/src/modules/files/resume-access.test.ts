import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, studentProfiles } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, samples, storeTestFile, type TestContext, type TestUser } from '../../../test/helpers.ts';

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
    .values({ kind: 'resume', ownerId: student.id, storageKey: key, originalName: upload.originalName, mime: upload.mime, size: upload.size })
    .returning({ id: files.id });
  await ctx.app.db.update(studentProfiles).set({ resumeFileId: row.id }).where(eq(studentProfiles.userId, student.id));
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, hiringCompany, otherCompany, otherStudent, admin, teacher] = await Promise.all([
    createUser(ctx.app, 'student'), createUser(ctx.app, 'company'), createUser(ctx.app, 'company'),
    createUser(ctx.app, 'student'), createUser(ctx.app, 'admin'), createUser(ctx.app, 'teacher'),
  ]);
  const fileId = await giveResume(owner, 'Özgeçmiş "Ayşe";\r\nX-Evil: 1.pdf');
  resumeUrl = `/files/${fileId}`;
  const job = await injectAs(ctx.app, hiringCompany, { method: 'POST', url: '/job/add', payload: { title: 'Analist', description: 'x' } });
  jobId = job.json().id;
  // The other company has an ad too, but the student did not apply to it.
  await injectAs(ctx.app, otherCompany, { method: 'POST', url: '/job/add', payload: { title: 'Başka', description: 'x' } });
  expect((await injectAs(ctx.app, owner, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('resume access matrix', () => {
  it.each([
    ['the student who owns it', () => owner, 200],
    ['an admin', () => admin, 200],
    ['a company the student applied to', () => hiringCompany, 200],
    ['a company the student did not apply to', () => otherCompany, 404],
    ['another student', () => otherStudent, 404],
    ['a teacher', () => teacher, 404],
    ['a visitor', () => null, 404],
  ])('%s gets %i', async (_who, user, status) => {
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

  it('links the resume from the owner\'s applicant list, and only there', async () => {
    const res = await injectAs(ctx.app, hiringCompany, { url: `/enrollment/studentsEnrolled/${jobId}` });
    expect(res.json()[0].resume).toBe(resumeUrl);
  });

  it('sends a Content-Disposition that no file name can break', async () => {
    const res = await injectAs(ctx.app, hiringCompany, { url: resumeUrl });
    const header = String(res.headers['content-disposition']);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('stops a company reading it once its ad is gone', async () => {
    const company = await createUser(ctx.app, 'company');
    const job = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title: 'Geçici', description: 'x' } });
    await injectAs(ctx.app, owner, { method: 'POST', url: `/enrollment/enroll/${job.json().id}` });
    expect((await injectAs(ctx.app, company, { url: resumeUrl })).statusCode).toBe(200);
    await injectAs(ctx.app, company, { method: 'DELETE', url: `/job/delete/${job.json().id}` });
    expect((await injectAs(ctx.app, company, { url: resumeUrl })).statusCode).toBe(404);
  });

  it('does not reach the file system through a forged path', async () => {
    for (const url of ['/files/..%2F..%2Fetc%2Fpasswd', '/files/%2e%2e/uploads', '/uploads/x.pdf', '/files/00000000-0000-4000-8000-000000000000']) {
      const res = await injectAs(ctx.app, admin, { url });
      expect(res.statusCode).toBe(404);
    }
  });
});
