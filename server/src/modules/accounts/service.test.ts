import { describe, expect, it } from 'vitest';
import { passwordChangeMessages, passwordMessages } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { disabilityContext, idNumberContext } from '../../lib/personal-data.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';
import { keyOf, quietLog, tracedDb } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import {
  changePassword,
  companyProfile,
  replaceResume,
  setLocale,
  studentProfile,
  teacherProfile,
  type AccountsDeps,
} from './service.ts';

/*
 * The profile pages' rules alone, on in-memory rows (docs/product.md, Accounts): what each role's profile shows and
 * hides, who may change a password and what a change does (the notice queued with it, the other sessions ended after
 * it), and how a resume is replaced (what is stored, recorded, logged and removed, and when). HTTP, SQL, storage and
 * the real encryption are tested in accounts.test.ts and resume.test.ts.
 */

const PASSWORD = 'Eski-Parola-42';
const passwordHash = await hashPassword(PASSWORD);
const [studentId, bareStudentId, companyId, teacherId, nowhere] = [uuid(1), uuid(2), uuid(3), uuid(4), uuid(99)];
const [oldResume, firstFile] = [uuid(40), 60];

/** A sealed value opens only under the context it was sealed with, as AES-GCM's authenticated context does. */
const seal = (plain: string, context: string) => `sealed(${context}):${plain}`;
const personalData: AccountsDeps['personalData'] = {
  decrypt: (stored: string, context: string) => {
    const prefix = `sealed(${context}):`;
    if (!stored.startsWith(prefix)) throw new Error('unsupported state or unable to authenticate data');
    return stored.slice(prefix.length);
  },
};

type StudentRow = NonNullable<Awaited<ReturnType<AccountsDeps['accounts']['findStudent']>>>;
type CompanyRow = NonNullable<Awaited<ReturnType<AccountsDeps['accounts']['findCompany']>>>;
type TeacherRow = NonNullable<Awaited<ReturnType<AccountsDeps['accounts']['findTeacher']>>>;

function world() {
  const contact = { email: 'elif.demir@example.com', phone: '05321234567' };
  const students = new Map<string, StudentRow>([
    [
      studentId,
      {
        id: studentId,
        name: 'Elif',
        surname: 'Demir',
        ...contact,
        emailVerifiedAt: new Date('2026-10-01T09:00:00Z'),
        resumeFileId: oldResume,
        idNumber: seal('10000000146', idNumberContext(studentId)),
        disability: seal('yes', disabilityContext(studentId)),
        openToWorkSince: null,
        city: null,
      },
    ],
    // Signed up before the TC number and the disability answer were asked, never verified, no resume yet.
    [
      bareStudentId,
      {
        id: bareStudentId,
        name: 'Can',
        surname: 'Öz',
        email: 'can@example.com',
        phone: '',
        emailVerifiedAt: null,
        resumeFileId: null,
        openToWorkSince: null,
        city: null,
        idNumber: null,
        disability: null,
      },
    ],
  ]);
  const consents = new Set([`${studentId}/disability-data`]);
  const companies = new Map<string, CompanyRow>([
    [
      companyId,
      {
        id: companyId,
        name: 'Mert',
        surname: 'Kaya',
        email: 'ik@acme.example',
        phone: '',
        address: 'İzmir',
        // An account from before company profiles: no profile row.
        companyName: null,
        emailVerifiedAt: null,
        approval: null,
        approvalReason: null,
      },
    ],
  ]);
  const teachers = new Map<string, TeacherRow>([
    [
      teacherId,
      {
        id: teacherId,
        name: 'Zeynep',
        surname: 'Kaya',
        email: 'z@okul.example',
        phone: '',
        address: '',
        subject: null,
      },
    ],
  ]);
  const accounts = new Map<string, User>([
    [studentId, { id: studentId, role: 'student', email: contact.email, passwordHash, locale: 'tr' } as User],
    [companyId, { id: companyId, role: 'company', email: 'ik@acme.example', passwordHash, locale: 'en' } as User],
  ]);
  const names = new Map([[studentId, { name: 'Elif', surname: 'Demir' }]]);

  /** Each transaction is a handle of its own, so that a write can be traced to the one it was made in. */
  const { db, inTx } = tracedDb();

  /** Every write, with the transaction it was made in (undefined: outside one). */
  const writes: { what: string; tx: Tx | undefined; args?: unknown }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const mails: { message: MailMessage; tx: Tx | undefined }[] = [];
  const ended: { userId: string; except: string | undefined; inTx: boolean }[] = [];
  const stored: string[] = [];
  /** Keys removed from storage, and whether a transaction was still open then. */
  const removed: { key: string; inTx: boolean }[] = [];
  let nextFile = firstFile;

  const deps: AccountsDeps = {
    db,
    accounts: {
      findStudent: async (_db, id) => students.get(id),
      hasConsent: async (_db, id, purpose) => consents.has(`${id}/${purpose}`),
      findCompany: async (_db, id) => companies.get(id),
      findTeacher: async (_db, id) => teachers.get(id),
      updateLocale: async (_db, id, locale) =>
        void writes.push({ what: 'locale', tx: undefined, args: { id, locale } }),
      // As the SQL does: undefined without a student profile, else the file it pointed at before.
      swapResume: async (tx, id, fileId) => {
        const row = students.get(id);
        if (!row) return undefined;
        writes.push({ what: 'swapResume', tx, args: fileId });
        const previous = row.resumeFileId;
        row.resumeFileId = fileId;
        return previous;
      },
      studentName: async (_tx, id) => names.get(id),
    },
    users: {
      findUserById: async (_db, id) => {
        const user = accounts.get(id);
        return user && { ...user };
      },
      updatePasswordHash: async (tx, id, hash) => {
        writes.push({ what: 'passwordHash', tx: tx as Tx });
        accounts.get(id)!.passwordHash = hash;
      },
    },
    files: {
      insertFile: async (tx, _upload, key, ownerId) => {
        const id = uuid(nextFile++);
        writes.push({ what: 'file', tx, args: { id, key, ownerId } });
        return id;
      },
      deleteFiles: async (tx, ids) => {
        if (ids.length > 0) writes.push({ what: 'deleteFiles', tx, args: ids });
        return ids.map(keyOf);
      },
    },
    personalData,
    storage: {
      putFile: async (key: string) => void stored.push(key),
      remove: async (key: string) => void removed.push({ key, inTx: inTx() }),
    } as unknown as AccountsDeps['storage'],
    activity: {
      write: async (entry, tx) => {
        logged.push({ entry, tx });
      },
    },
    mailer: {
      send: async (message, tx) => {
        mails.push({ message, tx });
        return `mail-${mails.length}`;
      },
    },
    sessions: {
      destroyAllFor: async (userId, except) => void ended.push({ userId, except, inTx: inTx() }),
    },
    config: { publicUrl: 'https://beceri.example' },
    log: quietLog,
  };
  return { deps, students, accounts, writes, logged, mails, ended, stored, removed };
}

const nothingWritten = (w: ReturnType<typeof world>) => {
  expect(w.writes).toEqual([]);
  expect(w.logged).toEqual([]);
  expect(w.mails).toEqual([]);
  expect(w.ended).toEqual([]);
  expect(w.removed).toEqual([]);
};

describe('the profile pages', () => {
  it('show a student the TC number masked, the disability answer, the resume as a link, and no stored secret', async () => {
    const w = world();
    // toEqual: nothing beyond these fields leaves, neither the sealed values nor the file id. The values open only
    // under the student's own contexts (personalData above), as the real encryption's do.
    expect(await studentProfile(w.deps, studentId)).toEqual({
      id: studentId,
      name: 'Elif',
      surname: 'Demir',
      email: 'elif.demir@example.com',
      phone: '05321234567',
      emailVerified: true,
      resume: `/files/${oldResume}`,
      maskedIdNumber: '1*********6',
      disability: 'yes',
      disabilityConsent: true,
      openToWork: false,
      city: null,
    });
  });

  it('show a student without a resume, TC number or consent null, empty and false, and unverified', async () => {
    const w = world();
    expect(await studentProfile(w.deps, bareStudentId)).toMatchObject({
      emailVerified: false,
      resume: null,
      maskedIdNumber: '',
      disability: null,
      disabilityConsent: false,
    });
  });

  it('name a company without a profile row by the person’s name, approved (accounts from before approval)', async () => {
    const w = world();
    expect(await companyProfile(w.deps, companyId)).toEqual({
      id: companyId,
      name: 'Mert',
      surname: 'Kaya',
      email: 'ik@acme.example',
      phone: '',
      address: 'İzmir',
      companyName: 'Mert',
      approval: 'approved',
      approvalReason: null,
      emailVerified: false,
    });
  });

  it('give a teacher without a subject an empty one', async () => {
    const w = world();
    expect(await teacherProfile(w.deps, teacherId)).toMatchObject({ name: 'Zeynep', subject: '' });
  });

  it('answer 404 when the account has gone', async () => {
    const w = world();
    for (const profile of [studentProfile, companyProfile, teacherProfile]) {
      await expect(profile(w.deps, nowhere)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('keep the language a person switches to, for that person only', async () => {
    const w = world();
    await setLocale(w.deps, studentId, 'en');
    expect(w.writes).toEqual([{ what: 'locale', tx: undefined, args: { id: studentId, locale: 'en' } }]);
  });
});

describe('changing the password', () => {
  const NEW = 'Yeni-Anahtar-2026';

  it('refuses a wrong current password with 400 WRONG_PASSWORD under its field, and changes nothing', async () => {
    const w = world();
    await expect(
      changePassword(w.deps, studentId, { currentPassword: 'Yanlış-Parola-1', password: NEW }, 'current-token'),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: passwordChangeMessages.wrongCurrent },
    });
    nothingWritten(w);
    expect(await verifyPassword(w.accounts.get(studentId)!.passwordHash, PASSWORD)).toBe(true);
  });

  it('refuses a new password made of the account’s own e-mail address, under its field, and changes nothing', async () => {
    const w = world();
    // The body has no address: the account's (elif.demir@example.com) is the context.
    await expect(
      changePassword(w.deps, studentId, { currentPassword: PASSWORD, password: 'Elif.Demir-2026' }, 'current-token'),
    ).rejects.toMatchObject({ statusCode: 400, fields: { password: passwordMessages.emailPart } });
    nothingWritten(w);
  });

  it('answers 404 for an account that has gone, and writes nothing', async () => {
    const w = world();
    await expect(
      changePassword(w.deps, nowhere, { currentPassword: PASSWORD, password: NEW }, 'current-token'),
    ).rejects.toMatchObject({ statusCode: 404 });
    nothingWritten(w);
  });

  it('sets the new password and queues the notice, in the account’s language, in the change’s transaction', async () => {
    const w = world();
    await changePassword(w.deps, companyId, { currentPassword: PASSWORD, password: NEW }, 'current-token');
    const hash = w.accounts.get(companyId)!.passwordHash;
    expect(await verifyPassword(hash, NEW)).toBe(true);
    expect(await verifyPassword(hash, PASSWORD)).toBe(false);
    const change = w.writes.find((x) => x.what === 'passwordHash')!;
    expect(change.tx).toBeDefined();
    expect(w.mails).toEqual([
      {
        message: { to: 'ik@acme.example', ...passwordChangedMail({ publicUrl: 'https://beceri.example' }, 'en') },
        tx: change.tx,
      },
    ]);
  });

  it('ends the person’s other sessions once the change has committed, keeping the current one', async () => {
    const w = world();
    await changePassword(w.deps, studentId, { currentPassword: PASSWORD, password: NEW }, 'current-token');
    expect(w.ended).toEqual([{ userId: studentId, except: 'current-token', inTx: false }]);
  });
});

describe('replacing the resume', () => {
  const upload = { ext: 'pdf', mime: 'application/pdf', tempPath: 'upload-0' } as CheckedUpload;

  it('records the new file as the student’s and points the profile at it, in one transaction with the log', async () => {
    const w = world();
    const url = await replaceResume(w.deps, studentId, upload);
    const newFile = uuid(firstFile);
    expect(url).toBe(`/files/${newFile}`);
    expect(w.students.get(studentId)!.resumeFileId).toBe(newFile);
    const [file, swap, deleted] = w.writes;
    expect(file).toMatchObject({ what: 'file', args: { id: newFile, key: w.stored[0], ownerId: studentId } });
    expect(swap).toMatchObject({ what: 'swapResume', args: newFile });
    expect(deleted).toMatchObject({ what: 'deleteFiles', args: [oldResume] });
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'resume.updated',
          params: { studentId, studentName: 'Elif Demir' },
          actorId: studentId,
        },
        tx: file.tx,
      },
    ]);
    expect(new Set(w.writes.map((x) => x.tx))).toEqual(new Set([file.tx]));
  });

  it('removes the old file’s bytes only once the transaction has committed, and keeps the new ones', async () => {
    const w = world();
    await replaceResume(w.deps, studentId, upload);
    expect(w.removed).toEqual([{ key: keyOf(oldResume), inTx: false }]);
  });

  it('gives a student without a resume their first one, deleting nothing', async () => {
    const w = world();
    expect(await replaceResume(w.deps, bareStudentId, upload)).toBe(`/files/${uuid(firstFile)}`);
    expect(w.writes.map((x) => x.what)).toEqual(['file', 'swapResume']);
    expect(w.removed).toEqual([]);
  });

  it('answers 404 without a student profile, removes the new bytes again and logs nothing', async () => {
    const w = world();
    await expect(replaceResume(w.deps, companyId, upload)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.stored).toHaveLength(1);
    expect(w.removed.map((r) => r.key)).toEqual(w.stored);
    expect(w.logged).toEqual([]);
  });

  it('keeps the old resume’s bytes when the replacement fails half-way, and removes the new ones', async () => {
    const w = world();
    w.deps.activity.write = async () => {
      throw new Error('disk full');
    };
    await expect(replaceResume(w.deps, studentId, upload)).rejects.toThrow('disk full');
    expect(w.removed.map((r) => r.key)).toEqual(w.stored);
    expect(w.removed.map((r) => r.key)).not.toContain(keyOf(oldResume));
  });
});
