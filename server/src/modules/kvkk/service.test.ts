import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { kvkkMessages, type SessionUser } from '@beceri/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { fakeDb, quietLog } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import { deleteAccount, exportData, type KvkkDeps } from './service.ts';

/*
 * The rights' rules alone, on in-memory rows: who may delete their account, what stays of it (anonymous) and in which
 * order it goes, and what the export holds. HTTP, SQL and the real encryption are tested in account.test.ts and
 * encryption.test.ts.
 */

const PASSWORD = 'Doğru-Parola-42';
const passwordHash = await hashPassword(PASSWORD);

type Rows = Awaited<ReturnType<KvkkDeps['kvkk']['personalRows']>>;
type Role = User['role'];

interface WorldOptions {
  role?: Role;
  otherAdmin?: boolean;
}

function world({ role = 'student', otherAdmin = true }: WorldOptions = {}) {
  const id = uuid(1);
  const user = {
    id,
    role,
    name: 'Ali',
    surname: 'Yılmaz',
    email: 'ali@example.com',
    locale: 'tr',
    passwordHash,
    // 01:30 in Istanbul on 1 January: registered in January, not December.
    createdAt: new Date('2025-12-31T22:30:00Z'),
  } as User;
  const accounts = new Map([[id, user]]);
  const rows = {
    user: { id, role, name: 'Ali', surname: 'Yılmaz', email: user.email, locale: 'tr' },
    student:
      role === 'student'
        ? {
            userId: id,
            idNumber: 'sealed:10000000146',
            gender: 'male',
            dateOfBirth: `${new Date().getUTCFullYear() - 20}-01-01`,
            educationLevel: 'highSchool',
            jobSeekingStatus: 'job',
            disability: 'sealed:yes',
            resumeFileId: uuid(40),
          }
        : undefined,
    company: role === 'company' ? { companyName: 'Acme Yazılım A.Ş.' } : undefined,
    files: [
      {
        id: uuid(40),
        kind: 'resume',
        originalName: 'Özgeçmiş/2026.pdf',
        mime: 'application/pdf',
        size: 3,
        storageKey: 'k-cv',
      },
      {
        id: uuid(41),
        kind: 'resume',
        originalName: 'eski.pdf',
        mime: 'application/pdf',
        size: 3,
        storageKey: 'k-gone',
      },
      {
        id: uuid(42),
        kind: 'courseDocument',
        originalName: 'ders.pdf',
        mime: 'application/pdf',
        size: 9,
        storageKey: 'k-doc',
      },
    ],
    activity: [],
  } as unknown as Rows;
  const stored = new Map([
    ['k-cv', 'CV!'],
    ['k-doc', 'DOC'],
  ]);
  /** Every write, in order, with the transaction it was made in. */
  const trail: { step: string; tx?: Tx; args?: unknown }[] = [];
  const write =
    (step: string) =>
    async (tx: Tx, _userId: string, args?: unknown): Promise<never> => {
      trail.push({ step, tx, args });
      return undefined as never;
    };
  const deps: KvkkDeps = {
    db: fakeDb,
    kvkk: {
      personalRows: async () => rows,
      otherAdminExists: async () => otherAdmin,
      insertFormerParticipant: (async (tx: Tx, row: unknown) => {
        trail.push({ step: 'formerParticipant', tx, args: row });
        return 'former-1';
      }) as never,
      keepAttendance: async (tx, _userId, formerId) => {
        trail.push({ step: 'keepAttendance', tx, args: formerId });
      },
      keepPlacements: async (tx, _userId, formerId) => {
        trail.push({ step: 'keepPlacements', tx, args: formerId });
      },
      furthestStage: async () => 'applied',
      heldCertificate: async () => true,
      anonymiseActivity: write('anonymiseActivity'),
      handOverCourses: write('handOverCourses'),
      deleteJobsOf: write('deleteJobsOf'),
      detachFiles: async (tx) => {
        trail.push({ step: 'detachFiles', tx });
        return ['k-cv', 'k-doc'];
      },
      deleteUser: async (tx, userId) => {
        trail.push({ step: 'deleteUser', tx });
        accounts.delete(userId);
      },
      withdrawDisabilityConsent: async () => true,
    },
    users: { findUserById: async (_db, userId) => accounts.get(userId) },
    mfa: { mfaExport: async () => ({ authenticatorApp: false }) as never },
    timetable: {
      calendarFeedExport: async () => ({ exists: false }),
      taughtSessionsExport: async () => [],
    },
    jobAlerts: { jobAlertsExport: async () => [] },
    personalData: { decrypt: (value: string) => value.replace(/^sealed:/, '') },
    storage: {
      stat: async (key: string) => (stored.has(key) ? { size: 3 } : undefined),
      stream: async (key: string) => Readable.from([Buffer.from(stored.get(key)!)]),
      remove: async (key: string) => {
        trail.push({ step: `remove ${key}` });
      },
    } as unknown as FastifyInstance['storage'],
    sessions: {
      destroyAllFor: async () => {
        trail.push({ step: 'sessions ended' });
      },
    },
    log: quietLog,
    config: { publicUrl: 'https://oda.example' },
  };
  const caller = { id, role, name: 'Ali', email: user.email, locale: 'tr' } as SessionUser;
  return { deps, caller, accounts, trail };
}

describe('deleting one’s account', () => {
  it('refuses a wrong password with 400 WRONG_PASSWORD on the field, and deletes nothing', async () => {
    const w = world();
    await expect(deleteAccount(w.deps, w.caller, { password: 'yanlış' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      fields: { password: kvkkMessages.wrongPassword },
    });
    expect(w.accounts.size).toBe(1);
    expect(w.trail).toEqual([]);
  });

  it('refuses the last admin with 409 LAST_ADMIN and deletes nothing; another admin’s presence allows it', async () => {
    const last = world({ role: 'admin', otherAdmin: false });
    await expect(deleteAccount(last.deps, last.caller, { password: PASSWORD })).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
    });
    expect(last.accounts.size).toBe(1);
    expect(last.trail).toEqual([]);
    const notLast = world({ role: 'admin' });
    await deleteAccount(notLast.deps, notLast.caller, { password: PASSWORD });
    expect(notLast.accounts.size).toBe(0);
  });

  it('keeps of a student only an anonymous participant record, in the deletion’s transaction', async () => {
    const w = world();
    await deleteAccount(w.deps, w.caller, { password: PASSWORD });
    const record = w.trail.find((t) => t.step === 'formerParticipant')!;
    expect(record.args).toEqual({
      gender: 'male',
      ageBand: '18-24',
      educationLevel: 'highSchool',
      jobSeekingStatus: 'job',
      disability: true,
      furthestStage: 'applied',
      certified: true,
      registrationMonth: '2026-01',
      cohortId: null,
    });
    expect(record.tx).toBe(w.trail.find((t) => t.step === 'deleteUser')!.tx);
  });

  it('keeps no participant record of a company, and takes its name out of the log', async () => {
    const w = world({ role: 'company' });
    await deleteAccount(w.deps, w.caller, { password: PASSWORD });
    expect(w.trail.map((t) => t.step)).not.toContain('formerParticipant');
    expect(w.trail.find((t) => t.step === 'anonymiseActivity')!.args).toEqual({
      fullName: 'Ali Yılmaz',
      name: 'Ali',
      companyName: 'Acme Yazılım A.Ş.',
    });
  });

  it('removes the rows in one transaction, then the stored files, then ends every session', async () => {
    const w = world();
    await deleteAccount(w.deps, w.caller, { password: PASSWORD });
    expect(w.trail.map((t) => t.step)).toEqual([
      'formerParticipant',
      'keepAttendance',
      'keepPlacements',
      'anonymiseActivity',
      'handOverCourses',
      'deleteJobsOf',
      'detachFiles',
      'deleteUser',
      'remove k-cv',
      'remove k-doc',
      'sessions ended',
    ]);
    const inTx = w.trail.filter((t) => t.tx);
    expect(inTx).toHaveLength(8);
    expect(new Set(inTx.map((t) => t.tx)).size).toBe(1);
  });

  it('answers 404 for an account that is already gone', async () => {
    const w = world();
    w.accounts.clear();
    await expect(deleteAccount(w.deps, w.caller, { password: PASSWORD })).rejects.toMatchObject({ statusCode: 404 });
    expect(w.trail).toEqual([]);
  });
});

describe('the export', () => {
  it('holds the profile decrypted, copies resumes, links other files and lists a lost one as missing', async () => {
    const w = world();
    const { filename, zip } = await exportData(w.deps, w.caller.id);
    expect(filename).toMatch(/^beceri-verilerim-\d{4}-\d{2}-\d{2}\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const cv = `files/${uuid(40)}-Özgeçmiş_2026.pdf`;
    expect(Object.keys(entries)).toEqual(['data.json', cv]);
    expect(strFromU8(entries[cv]!)).toBe('CV!');
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.profile).toMatchObject({ idNumber: '10000000146', disability: 'yes' });
    expect(data.files).toEqual([
      expect.objectContaining({ id: uuid(40), path: cv }),
      expect.objectContaining({ id: uuid(41), missing: true }),
      expect.objectContaining({ id: uuid(42), url: `https://oda.example/files/${uuid(42)}` }),
    ]);
    expect(data.twoStepVerification).toEqual({ authenticatorApp: false });
  });

  it('answers 404 for an account that is gone', async () => {
    const w = world();
    const deps = { ...w.deps, kvkk: { ...w.deps.kvkk, personalRows: async () => ({ user: undefined }) as never } };
    await expect(exportData(deps, w.caller.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
