import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serverMessages, trustMessages, type CompanyApproval, type SessionUser } from '@beceri/domain';
import type { FileKind, FileRow } from '../../db/schema/index.ts';
import { fakeDb } from '../../../test/fakes.ts';
import { person, uuid } from '../../../test/people.ts';
import { fileBody, readableFile, type FilesDeps } from './service.ts';

/*
 * Who may read which stored file, on in-memory rows: public files for anyone, a resume for its owner, admins and the
 * companies the student applied to (docs/product.md, Files), and what a refused read gives away (nothing: the 404 of
 * a file that does not exist, before storage is asked). HTTP, headers, ranges and the SQL of the application check are
 * tested in resume-access.test.ts.
 */

const owner = person(uuid(1), 'student', 'Ayşe');
const otherStudent = person(uuid(2), 'student', 'Ali');
const admin = person(uuid(3), 'admin', 'Yönetici');
const teacher = person(uuid(4), 'teacher', 'Öğretmen');
const hiringCompany = person(uuid(5), 'company', 'Acme');
const otherCompany = person(uuid(6), 'company', 'Başka');

const file = (n: number, kind: FileKind, ownerId: string | null): FileRow => ({
  id: uuid(n),
  kind,
  ownerId,
  storageKey: `${String(n).padStart(32, '0')}.pdf`,
  originalName: `Ayşe Yılmaz özgeçmiş ${n}.pdf`,
  mime: 'application/pdf',
  size: 1000 + n,
  createdAt: new Date('2026-06-01T09:00:00Z'),
});
const resume = file(10, 'resume', owner.id);
/** Its owner's account is gone (kvkk deletes resumes with their owner; a row left without one is read by no one). */
const ownerless = file(11, 'resume', null);
const publicFiles = [
  file(12, 'course_pdf', teacher.id),
  file(13, 'blog_image', admin.id),
  file(14, 'about_image', null),
];
/** A resume whose bytes are missing from storage. */
const lost = file(15, 'resume', owner.id);

interface WorldOptions {
  approval?: CompanyApproval;
  verified?: boolean;
  /** How storage fails for the lost file: no object, or an error (a bucket that does not answer). */
  lostAs?: 'missing' | 'error';
}

function world({ approval = 'approved', verified = true, lostAs = 'missing' }: WorldOptions = {}) {
  const rows = new Map([resume, ownerless, ...publicFiles, lost].map((f) => [f.id, f]));
  // The owner applied to the hiring company's ad; another student applied to the other company's.
  const applications = new Set([`${owner.id} → ${hiringCompany.id}`, `${otherStudent.id} → ${otherCompany.id}`]);
  const sizes = new Map([...rows.values()].map((f) => [f.storageKey, f.size]));
  const storageAsked: string[] = [];
  const streamed: unknown[] = [];
  const deps: FilesDeps = {
    db: fakeDb,
    files: {
      findFile: async (_db, id) => rows.get(id),
      appliedToCompany: async (_db, studentId, companyId) => applications.has(`${studentId} → ${companyId}`),
    },
    vetting: {
      companyApproval: async () => approval,
      isEmailVerified: async () => verified,
    },
    storage: {
      stat: async (key) => {
        storageAsked.push(key);
        if (key !== lost.storageKey) return { size: sizes.get(key)!, lastModified: new Date(0) };
        if (lostAs === 'error') throw new Error('storage did not answer');
        return undefined;
      },
      stream: async (key, range) => {
        storageAsked.push(key);
        if (key === lost.storageKey) throw new Error('no such object');
        streamed.push({ key, range });
        return Readable.from([`bytes of ${key}`]);
      },
    },
  };
  return { deps, storageAsked, streamed };
}

/** The error a read is refused with, as the handler would send it. */
async function refusal(read: Promise<unknown>) {
  const error = await read.then(
    () => expect.unreachable('the read was allowed'),
    (e: unknown) => e,
  );
  const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
  return { statusCode, code, message };
}
const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', message: serverMessages.notFound };

const readers: { who: string; user: SessionUser | null; allowed: boolean }[] = [
  { who: 'the student who owns it', user: owner, allowed: true },
  { who: 'an admin', user: admin, allowed: true },
  { who: 'a company the student applied to', user: hiringCompany, allowed: true },
  { who: 'a company another student applied to', user: otherCompany, allowed: false },
  { who: 'another student', user: otherStudent, allowed: false },
  { who: 'a teacher', user: teacher, allowed: false },
  { who: 'a visitor', user: null, allowed: false },
];

describe('who reads a resume', () => {
  it.each(readers)('$who reads it: $allowed', async ({ user, allowed }) => {
    const { deps } = world();
    const read = readableFile(deps, user, resume.id);
    if (allowed) expect(await read).toEqual({ file: resume, size: resume.size });
    else expect(await refusal(read)).toEqual(NOT_FOUND);
  });

  it('lets no one read a resume left without an owner, admins included', async () => {
    const { deps } = world();
    for (const { user } of readers) expect(await refusal(readableFile(deps, user, ownerless.id))).toEqual(NOT_FOUND);
  });
});

describe('course PDFs and pictures', () => {
  it('are read by anyone, visitors included', async () => {
    const { deps } = world();
    for (const f of publicFiles)
      for (const { user } of readers) expect(await readableFile(deps, user, f.id)).toEqual({ file: f, size: f.size });
  });
});

describe('a refused read', () => {
  it('is the 404 of a file that does not exist, and storage is never asked', async () => {
    const { deps, storageAsked } = world();
    const missing = await refusal(readableFile(deps, otherCompany, uuid(99)));
    expect(missing).toEqual(NOT_FOUND);
    for (const user of [otherCompany, otherStudent, teacher, null]) {
      const refused = await refusal(readableFile(deps, user, resume.id));
      expect(refused).toEqual(missing);
      // Nothing of the file in what is sent: not its name, key, owner or size.
      for (const secret of [resume.originalName, resume.storageKey, owner.id, String(resume.size)])
        expect(JSON.stringify(refused)).not.toContain(secret);
    }
    expect(storageAsked).toEqual([]);
  });

  it('tells a company it is not approved or verified only about resumes it could otherwise read', async () => {
    const cases: [WorldOptions, string, string][] = [
      [{ approval: 'pending' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ approval: 'rejected' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ verified: false }, 'EMAIL_NOT_VERIFIED', trustMessages.emailNotVerified],
    ];
    for (const [options, code, message] of cases) {
      const { deps, storageAsked } = world(options);
      expect(await refusal(readableFile(deps, hiringCompany, resume.id))).toEqual({ statusCode: 403, code, message });
      // The other company learns nothing more than that there is nothing for it.
      expect(await refusal(readableFile(deps, otherCompany, resume.id))).toEqual(NOT_FOUND);
      expect(storageAsked).toEqual([]);
      // Public files are not the vetting's business.
      expect(await readableFile(deps, hiringCompany, publicFiles[0]!.id)).toMatchObject({ file: publicFiles[0] });
    }
  });
});

describe('a file whose bytes are gone', () => {
  it.each(['missing', 'error'] as const)('is not found, for its owner too (storage: %s)', async (lostAs) => {
    const { deps } = world({ lostAs });
    expect(await refusal(readableFile(deps, owner, lost.id))).toEqual(NOT_FOUND);
    expect(await refusal(fileBody(deps, lost))).toEqual(NOT_FOUND);
  });

  it('is streamed while it is there, the range asked for only', async () => {
    const { deps, streamed } = world();
    const body = await fileBody(deps, resume, { start: 0, end: 9 });
    expect(String((await body.toArray())[0])).toBe(`bytes of ${resume.storageKey}`);
    expect(streamed).toEqual([{ key: resume.storageKey, range: { start: 0, end: 9 } }]);
  });
});
