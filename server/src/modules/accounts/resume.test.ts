import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESUME_MAX_BYTES } from '@beceri/domain';
import { files, studentProfiles } from '../../db/schema/index.ts';
import { insertFile } from '../files/repository.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  multipart,
  samples,
  storeTestFile,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const resumePart = (data: Buffer, filename = 'cv.pdf', contentType = 'application/pdf') =>
  multipart({}, [{ field: 'resume', filename, contentType, data }]);
const replace = (user: TestUser | null, data: Buffer = samples.pdf, filename?: string, query = '') =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/student/resume${query}`, ...resumePart(data, filename) });
const profileResume = async (userId: string) =>
  (
    await ctx.app.db
      .select({ id: studentProfiles.resumeFileId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, userId))
  )[0].id;
const fileRow = async (id: string) => (await ctx.app.db.select().from(files).where(eq(files.id, id)))[0];
const fileIdOf = (url: string) => url.replace('/files/', '');

/** A student with a resume on file, stored the way sign-up stores it. */
async function studentWithResume() {
  const student = await createUser(ctx.app, 'student', { name: 'Elif', surname: 'Demir' });
  const { upload, key } = await storeTestFile(ctx.app, 'resume', 'eski.pdf', samples.pdf);
  const fileId = await ctx.app.db.transaction((tx) => insertFile(tx, upload, key, student.id));
  await ctx.app.db.update(studentProfiles).set({ resumeFileId: fileId }).where(eq(studentProfiles.userId, student.id));
  return { student, fileId, key };
}

describe('PUT /student/resume', () => {
  it('replaces the resume: the new file is recorded and served, the old row and bytes are gone, the log says so', async () => {
    const { student, fileId, key } = await studentWithResume();
    const res = await replace(student, samples.pdf, 'yeni-cv.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { resume } = res.json();
    expect(resume).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const newId = fileIdOf(resume);
    expect(await profileResume(student.id)).toBe(newId);
    expect(await fileRow(newId)).toMatchObject({
      kind: 'resume',
      ownerId: student.id,
      originalName: 'Elif Demir Özgeçmiş.pdf',
      mime: 'application/pdf',
    });
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await ctx.app.storage.stat(key)).toBeUndefined();
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).json().resume).toBe(resume);
    const served = await injectAs(ctx.app, student, { url: resume });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await injectAs(ctx.app, student, { url: `/files/${fileId}` })).statusCode).toBe(404);
    const logs = await logEntries(ctx.app, student.id);
    expect(logs.map((l) => `${l.type}: ${l.text}`)).toContain('other: Elif Demir adlı öğrenci özgeçmişini güncelledi');
  });

  it('gives a student without a resume their first one', async () => {
    const student = await createUser(ctx.app, 'student');
    expect(await profileResume(student.id)).toBeNull();
    const res = await replace(student);
    expect(res.statusCode).toBe(200);
    expect(await profileResume(student.id)).toBe(fileIdOf(res.json().resume));
  });

  it.each([
    ['tr', '', 'Dosya türü desteklenmiyor.', 'Dosya çok büyük.'],
    ['en', '?lang=en', 'This file type is not supported.', 'The file is too large.'],
  ])(
    'refuses a wrong type (checked by content, not name) and a too large file in %s, and keeps the old resume',
    async (_lang, query, badType, tooBig) => {
      const { student, fileId, key } = await studentWithResume();
      const filesBefore = (await ctx.app.db.select().from(files).where(eq(files.ownerId, student.id))).length;

      const exe = await replace(student, samples.exe, 'cv.pdf', query);
      expect(exe.statusCode).toBe(400);
      expect(exe.json()).toMatchObject({ code: 'BAD_FILE_TYPE', error: badType });
      const text = await replace(student, samples.text, 'cv.pdf', query);
      expect(text.statusCode).toBe(400);

      const big = Buffer.concat([samples.pdf, Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
      const large = await replace(student, big, 'cv.pdf', query);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ code: 'TOO_LARGE', error: tooBig });

      expect(await profileResume(student.id)).toBe(fileId);
      expect(await ctx.app.storage.stat(key)).toBeDefined();
      expect((await ctx.app.db.select().from(files).where(eq(files.ownerId, student.id))).length).toBe(filesBefore);
    },
  );

  it('asks for the file when none is sent', async () => {
    const { student, fileId } = await studentWithResume();
    const res = await injectAs(ctx.app, student, {
      method: 'PUT',
      url: '/student/resume',
      ...multipart({ note: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ resume: 'Bu alan zorunludur' });
    expect(await profileResume(student.id)).toBe(fileId);
  });

  it('leaves no new file and keeps the old resume when recording fails half-way', async () => {
    const { student, fileId, key } = await studentWithResume();
    const stored: string[] = [];
    const put = ctx.app.storage.putFile.bind(ctx.app.storage);
    const putSpy = vi.spyOn(ctx.app.storage, 'putFile').mockImplementation(async (k, p, m) => {
      stored.push(k);
      await put(k, p, m);
    });
    const write = vi.spyOn(ctx.app.activity, 'write').mockRejectedValueOnce(new Error('disk full'));
    const res = await replace(student);
    putSpy.mockRestore();
    write.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(stored).toHaveLength(1);
    expect(await ctx.app.storage.stat(stored[0])).toBeUndefined();
    expect(await profileResume(student.id)).toBe(fileId);
    expect(await fileRow(fileId)).toBeDefined();
    expect(await ctx.app.storage.stat(key)).toBeDefined();
    expect((await ctx.app.db.select().from(files).where(eq(files.ownerId, student.id))).map((f) => f.id)).toEqual([
      fileId,
    ]);
  });

  it('is for students only, each for their own resume', async () => {
    expect((await replace(null)).statusCode).toBe(401);
    for (const role of ['company', 'teacher', 'admin'] as const) {
      const res = await replace(await createUser(ctx.app, role));
      expect(res.statusCode).toBe(403);
    }
    const { student: a, fileId: aFile } = await studentWithResume();
    const { student: b } = await studentWithResume();
    expect((await replace(b)).statusCode).toBe(200);
    expect(await profileResume(a.id)).toBe(aFile);
  });
});

describe('the name a resume is stored and served under', () => {
  const served = async (student: TestUser) => {
    const { resume } = (await injectAs(ctx.app, student, { url: '/student/get' })).json();
    return injectAs(ctx.app, student, { url: resume });
  };

  it.each([['CV.html'], ['CV.hta'], ['cv.pdf.exe'], ['cv\u202Efdp.exe'], ['..\\..\\evil\r\nX-Evil: 1.pdf']])(
    'names an uploaded %j after its owner with the extension of its real type',
    async (filename) => {
      const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Çelik' });
      expect((await replace(student, samples.pdf, filename)).statusCode).toBe(200);
      expect(await fileRow((await profileResume(student.id))!)).toMatchObject({
        originalName: 'Ayşe Çelik Özgeçmiş.pdf',
        mime: 'application/pdf',
      });
      const res = await served(student);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Ayse Celik Ozgecmis.pdf"; filename*=UTF-8''Ay%C5%9Fe%20%C3%87elik%20%C3%96zge%C3%A7mi%C5%9F.pdf`,
      );
      expect(res.headers['x-evil']).toBeUndefined();
    },
  );

  it('keeps control and bidi characters of a name, stored or typed, out of the header', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ali\u202Egpj.exe', surname: 'Kaya\u0007\u2066' });
    expect((await replace(student, samples.pdf, 'cv.pdf')).statusCode).toBe(200);
    // A row stored before names were made by the platform still holds whatever was uploaded.
    const id = (await profileResume(student.id))!;
    await ctx.app.db.update(files).set({ originalName: 'cv\u202Efdp\u0001.exe' }).where(eq(files.id, id));
    for (const res of [await served(student)]) {
      const header = String(res.headers['content-disposition']);
      // eslint-disable-next-line no-control-regex
      expect(header).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      expect(header).not.toMatch(/%E2%80%AE|%E2%81%A6|%01|%07/);
      expect(header).toBe(`attachment; filename="cvfdp.pdf"; filename*=UTF-8''cvfdp.pdf`);
    }
    await ctx.app.db.update(files).set({ originalName: 'x' }).where(eq(files.id, id));
    expect((await replace(student, samples.pdf, 'cv.pdf')).statusCode).toBe(200);
    expect((await fileRow((await profileResume(student.id))!)).originalName).toBe('Aligpj.exe Kaya Özgeçmiş.pdf');
  });
});
