import { describe, expect, it } from 'vitest';
import { kvkkMessages, passwordMessages, serverMessages, trustMessages } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { DataCipher } from '../../lib/personal-data.ts';
import { welcomeMail } from '../../mail/templates.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { multipartForm, tracedDb } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import { tcNumber } from '../../../test/tc-number.ts';
import type { NewAccount, StudentProfileInput } from './repository.ts';
import { authenticate, createAccountWith, register, type AuthDeps } from './service.ts';

/*
 * The accounts' rules alone, on in-memory rows (docs/product.md, Sign-up and Sessions): what a sign-up writes and
 * queues, in one transaction, and what it refuses with which code before writing anything; who may log in; what an
 * account an operator makes holds (decision 031). HTTP, multipart, SQL, encryption and the session cookie are tested
 * in auth.test.ts, sessions.test.ts and signup-log.test.ts.
 */

const PASSWORD = 'Parola12!';
const passwordHash = await hashPassword(PASSWORD);
const PUBLIC_URL = 'https://beceri.example';
const cipher = new DataCipher(Buffer.alloc(32, 7));
const takenIdNumber = tcNumber(1);

/** A unique violation as both database drivers report it: SQLSTATE 23505 and the index's name. */
const uniqueViolation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

interface WorldOptions {
  companyApproval?: 'off' | 'required';
  /** The unique violation the first insert meets: another sign-up with the same address or TC number got there first. */
  race?: 'users_email_lower_unique' | 'student_profiles_id_number_hash_unique';
}

function world({ companyApproval = 'off', race }: WorldOptions = {}) {
  const existing = (id: string, email: string, more: Partial<User> = {}) =>
    ({ id, role: 'student', email, passwordHash, name: 'Ali', locale: 'tr', suspendedAt: null, ...more }) as User;
  const accounts = new Map<string, User>(
    [
      existing(uuid(1), 'ali@example.com'),
      existing(uuid(2), 'askida@example.com', { suspendedAt: new Date('2026-11-01T09:00:00Z') }),
    ].map((u): [string, User] => [u.id, u]),
  );
  /** Keyed hashes of the TC numbers students hold. */
  const idNumberHashes = new Set([cipher.hashIdNumber(takenIdNumber)]);

  /** Each transaction is a handle of its own, so that a write can be traced to the one it was made in. */
  const { db } = tracedDb();

  /** Every write, in order, with the transaction it was made in. */
  const writes: { what: string; tx: Tx; row: unknown }[] = [];
  const users: (NewAccount & { id: string })[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const mails: { message: MailMessage; tx: Tx | undefined }[] = [];
  const stored: string[] = [];
  const removed: string[] = [];
  let nextId = 10;

  const deps: AuthDeps = {
    db,
    auth: {
      // As the SQL does: lower(email) = lower($1).
      findUserByEmail: async (_db, email) =>
        [...accounts.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()),
      idNumberTaken: async (_db, c, idNumber) => idNumberHashes.has(c.hashIdNumber(idNumber)),
      insertUser: async (tx, account) => {
        if (race === 'users_email_lower_unique') throw uniqueViolation(race);
        const id = uuid(nextId++);
        users.push({ ...account, id });
        writes.push({ what: 'user', tx, row: { ...account, id } });
        return id;
      },
      insertStudentProfile: async (tx, c, profile: StudentProfileInput) => {
        if (race === 'student_profiles_id_number_hash_unique') throw uniqueViolation(race);
        idNumberHashes.add(c.hashIdNumber(profile.idNumber));
        writes.push({ what: 'studentProfile', tx: tx as Tx, row: profile });
      },
      // As the SQL does: approved unless told.
      insertCompanyProfile: async (tx, userId, companyName, approval = 'approved') =>
        void writes.push({ what: 'companyProfile', tx, row: { userId, companyName, approval } }),
      insertTeacherProfile: async (tx, userId, subject) =>
        void writes.push({ what: 'teacherProfile', tx, row: { userId, subject } }),
      insertConsent: async (tx, userId, purpose) => void writes.push({ what: 'consent', tx, row: { userId, purpose } }),
    },
    files: {
      insertFile: async (tx, upload, key, ownerId) => {
        const id = uuid(nextId++);
        writes.push({ what: 'file', tx, row: { id, key, ownerId, tempPath: upload.tempPath } });
        return id;
      },
    },
    personalData: cipher,
    storage: {
      putFile: async (key: string) => void stored.push(key),
      remove: async (key: string) => void removed.push(key),
    } as unknown as AuthDeps['storage'],
    activity: { write: async (entry, tx) => void logged.push({ entry, tx }) },
    mailer: {
      send: async (message, tx) => {
        mails.push({ message, tx });
        return `mail-${mails.length}`;
      },
    },
    config: { companyApproval, publicUrl: PUBLIC_URL },
  };
  const rows = (what: string) => writes.filter((w) => w.what === what).map((w) => w.row);
  return { deps, users, writes, rows, logged, mails, stored, removed };
}

const studentFields = (more: Record<string, string> = {}) => ({
  role: 'student',
  name: 'Ayşe',
  surname: 'Yılmaz',
  idNumber: tcNumber(2),
  gender: 'female',
  dateOfBirth: '2001-04-12',
  educationLevel: 'universityStudent',
  jobSeekingStatus: 'internship',
  disability: 'no',
  email: ' Ayse.Yilmaz@Example.com ',
  password: PASSWORD,
  consent: 'true',
  ...more,
});
const companyFields = (more: Record<string, string> = {}) => ({
  role: 'company',
  name: 'Mert',
  surname: 'Kaya',
  companyName: 'Acme Yazılım A.Ş.',
  email: 'ik@acme.example',
  password: PASSWORD,
  consent: 'true',
  ...more,
});
const withResume = (fields: Record<string, string>) => multipartForm(fields, {}, { resume: 1 });
const withoutResume = (fields: Record<string, string>) => multipartForm(fields);

const nothingWritten = (w: ReturnType<typeof world>) => {
  expect(w.writes).toEqual([]);
  expect(w.logged).toEqual([]);
  expect(w.mails).toEqual([]);
  expect(w.stored).toEqual([]);
};

describe('signing up', () => {
  it('makes the student in the form’s language, the address lower-cased, the password hashed, not yet verified', async () => {
    const w = world();
    const { id } = await register(w.deps, withResume(studentFields()), 'en');
    expect(w.users).toEqual([
      expect.objectContaining({
        id,
        role: 'student',
        email: 'ayse.yilmaz@example.com',
        name: 'Ayşe',
        surname: 'Yılmaz',
        locale: 'en',
        emailVerificationHash: expect.any(String),
      }),
    ]);
    const [user] = w.users;
    expect(user.emailVerifiedAt).toBeUndefined();
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
  });

  it('stores the resume and records it as the new student’s, and the profile points at it', async () => {
    const w = world();
    const { id } = await register(w.deps, withResume(studentFields()), 'tr');
    expect(w.stored).toHaveLength(1);
    const [file] = w.rows('file') as { id: string; key: string; ownerId: string }[];
    expect(file).toMatchObject({ key: w.stored[0], ownerId: id });
    expect(w.rows('studentProfile')).toEqual([
      {
        userId: id,
        idNumber: tcNumber(2),
        gender: 'female',
        dateOfBirth: '2001-04-12',
        educationLevel: 'universityStudent',
        jobSeekingStatus: 'internship',
        disability: 'no',
        resumeFileId: file.id,
      },
    ]);
  });

  it('records the KVKK notice consent, and the disability-data one only with a yes (docs/product.md)', async () => {
    const no = world();
    const { id } = await register(no.deps, withResume(studentFields()), 'tr');
    expect(no.rows('consent')).toEqual([{ userId: id, purpose: 'kvkk-notice' }]);
    const yes = world();
    const fields = studentFields({ disability: 'yes', disabilityConsent: 'true' });
    const { id: other } = await register(yes.deps, withResume(fields), 'tr');
    expect(yes.rows('consent')).toEqual(
      expect.arrayContaining([
        { userId: other, purpose: 'disability-data' },
        { userId: other, purpose: 'kvkk-notice' },
      ]),
    );
    expect(yes.rows('consent')).toHaveLength(2);
  });

  it('queues the welcome mail with a link whose token alone verifies the address, in the form’s language', async () => {
    const w = world();
    await register(w.deps, withResume(studentFields()), 'en');
    expect(w.mails).toHaveLength(1);
    const { message } = w.mails[0];
    const token = /verify-email\?token=([^\s"&<]+)/.exec(message.text)![1];
    expect(message).toEqual({
      to: 'ayse.yilmaz@example.com',
      ...welcomeMail(
        { publicUrl: PUBLIC_URL, verifyUrl: `${PUBLIC_URL}/auth/verify-email?token=${token}`, name: 'Ayşe' },
        'en',
      ),
    });
    // Only the token's hash is kept, as for session tokens (docs/security.md).
    expect(w.users[0].emailVerificationHash).toBe(hashToken(decodeURIComponent(token)));
    expect(JSON.stringify(w.users)).not.toContain(decodeURIComponent(token));
  });

  it('writes the account, its profile, consent, log line and mail in one transaction', async () => {
    const w = world();
    const { id } = await register(w.deps, withResume(studentFields()), 'tr');
    const [tx] = w.writes.map((x) => x.tx);
    expect(new Set([...w.writes, ...w.logged, ...w.mails].map((x) => x.tx))).toEqual(new Set([tx]));
    expect(w.logged.map((l) => l.entry)).toEqual([
      { event: 'user.registered', params: { role: 'student', userId: id, userName: 'Ayşe Yılmaz' }, actorId: id },
    ]);
  });

  it('makes a company under its company name, keeping no resume even when one is sent', async () => {
    const w = world();
    const { id } = await register(w.deps, withResume(companyFields()), 'tr');
    expect(w.stored).toEqual([]);
    expect(w.rows('file')).toEqual([]);
    expect(w.rows('companyProfile')).toEqual([{ userId: id, companyName: 'Acme Yazılım A.Ş.', approval: 'approved' }]);
    expect(w.logged.map((l) => l.entry.params)).toEqual([
      { role: 'company', userId: id, userName: 'Acme Yazılım A.Ş.' },
    ]);
  });

  it('leaves a company waiting for an admin with COMPANY_APPROVAL=required (docs/product.md)', async () => {
    const w = world({ companyApproval: 'required' });
    await register(w.deps, withoutResume(companyFields()), 'tr');
    expect(w.rows('companyProfile')).toEqual([expect.objectContaining({ approval: 'pending' })]);
    // Its own welcome says so.
    expect(w.mails.map((m) => m.message.template)).toEqual(['company-welcome']);
    expect(w.mails[0].message.text).toContain('platform yöneticisi inceleyip onaylayacak');
  });

  it('signs a student up without a resume: the job page asks for one before the first application', async () => {
    const w = world();
    const { id } = await register(w.deps, withoutResume(studentFields()), 'tr');
    expect(w.stored).toEqual([]);
    expect(w.rows('file')).toEqual([]);
    expect(w.rows('studentProfile')).toEqual([expect.objectContaining({ userId: id, resumeFileId: null })]);
  });

  it('names every problem of the form in one answer, the common password and a taken e-mail included', async () => {
    const w = world();
    const fields = studentFields({ email: 'ALI@Example.com', password: 'password1', dateOfBirth: '1970-01-01' });
    const { name: _omit, ...withoutName } = fields;
    await expect(register(w.deps, withResume(withoutName), 'tr')).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      fields: {
        name: expect.any(String),
        dateOfBirth: expect.any(String),
        email: serverMessages.emailTaken,
        password: passwordMessages.common,
      },
    });
    nothingWritten(w);
  });

  it('refuses a form the shared rules refuse (no consent) with 400 under the field, and writes nothing', async () => {
    const w = world();
    const { consent: _omit, ...fields } = studentFields();
    await expect(register(w.deps, withResume(fields), 'tr')).rejects.toMatchObject({
      statusCode: 400,
      fields: { consent: expect.any(String) },
    });
    nothingWritten(w);
  });

  it('refuses an address already registered, in any letter case, with 409 EMAIL_TAKEN, and writes nothing', async () => {
    const w = world();
    await expect(register(w.deps, withResume(studentFields({ email: 'ALI@Example.com' })), 'tr')).rejects.toMatchObject(
      { statusCode: 409, code: 'EMAIL_TAKEN', message: serverMessages.emailTaken },
    );
    nothingWritten(w);
  });

  it('refuses a TC number a student already holds with 409 ID_NUMBER_TAKEN, and writes nothing', async () => {
    const w = world();
    await expect(register(w.deps, withResume(studentFields({ idNumber: takenIdNumber })), 'tr')).rejects.toMatchObject({
      statusCode: 409,
      code: 'ID_NUMBER_TAKEN',
      message: kvkkMessages.idNumberTaken,
    });
    nothingWritten(w);
  });

  it('answers a sign-up that loses the race for the TC number or the address as the checks would, removing its resume', async () => {
    for (const [race, code] of [
      ['student_profiles_id_number_hash_unique', 'ID_NUMBER_TAKEN'],
      ['users_email_lower_unique', 'EMAIL_TAKEN'],
    ] as const) {
      const w = world({ race });
      await expect(register(w.deps, withResume(studentFields()), 'tr')).rejects.toMatchObject({
        statusCode: 409,
        code,
      });
      expect(w.stored).toHaveLength(1);
      expect(w.removed).toEqual(w.stored);
    }
  });
});

describe('logging in', () => {
  it('answers the account for the right password, whatever the letter case of the address', async () => {
    const w = world();
    expect(await authenticate(w.deps, ' ALI@example.com', PASSWORD)).toMatchObject({ id: uuid(1) });
  });

  it('answers a wrong password and an unknown address alike: 401 INVALID_CREDENTIALS', async () => {
    const w = world();
    for (const [email, password] of [
      ['ali@example.com', 'Yanlış-Parola-1'],
      ['kimse@example.com', PASSWORD],
    ]) {
      await expect(authenticate(w.deps, email, password)).rejects.toMatchObject({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: serverMessages.invalidCredentials,
      });
    }
  });

  it('tells a suspended account so only after the right password: with a wrong one it answers like any other', async () => {
    const w = world();
    await expect(authenticate(w.deps, 'askida@example.com', PASSWORD)).rejects.toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: trustMessages.accountSuspended,
    });
    await expect(authenticate(w.deps, 'askida@example.com', 'Yanlış-Parola-1')).rejects.toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('an account an operator makes', () => {
  it('is verified at once (decision 031), its address lower-cased, in Turkish unless told, with its password hashed', async () => {
    const w = world();
    const id = await createAccountWith(w.deps, {
      role: 'admin',
      email: ' Yonetici@Beceri.Example ',
      password: 'Yonetici-2024',
      name: 'Ayşe',
    });
    expect(w.users).toEqual([
      {
        id,
        role: 'admin',
        email: 'yonetici@beceri.example',
        passwordHash: expect.any(String),
        name: 'Ayşe',
        surname: '',
        phone: '',
        address: '',
        locale: 'tr',
        emailVerifiedAt: expect.any(Date),
      },
    ]);
    expect(await verifyPassword(w.users[0].passwordHash, 'Yonetici-2024')).toBe(true);
    // An admin has no profile.
    expect(w.writes.map((x) => x.what)).toEqual(['user']);
    const english = await createAccountWith(w.deps, {
      role: 'admin',
      email: 'admin@beceri.example',
      password: 'Yonetici-2024',
      name: 'Can',
      locale: 'en',
    });
    expect(w.users.find((u) => u.id === english)!.locale).toBe('en');
  });

  it('gives a teacher their subject and a company its company name, or the person’s name when none is given', async () => {
    const w = world();
    const teacher = await createAccountWith(w.deps, {
      role: 'teacher',
      email: 'zeynep@okul.example',
      password: PASSWORD,
      name: 'Zeynep',
      subject: 'Fizik',
    });
    const named = await createAccountWith(w.deps, {
      role: 'company',
      email: 'ik@acme.example',
      password: PASSWORD,
      name: 'Mert',
      companyName: 'Acme',
    });
    const unnamed = await createAccountWith(w.deps, {
      role: 'company',
      email: 'info@beta.example',
      password: PASSWORD,
      name: 'Beta Ltd',
    });
    expect(w.rows('teacherProfile')).toEqual([{ userId: teacher, subject: 'Fizik' }]);
    expect(w.rows('companyProfile')).toEqual([
      { userId: named, companyName: 'Acme', approval: 'approved' },
      { userId: unnamed, companyName: 'Beta Ltd', approval: 'approved' },
    ]);
  });

  it('writes what the caller adds in the account’s own transaction, with its id', async () => {
    const w = world();
    const added: { tx: Tx; userId: string }[] = [];
    const id = await createAccountWith(
      w.deps,
      { role: 'teacher', email: 'zeynep@okul.example', password: PASSWORD, name: 'Zeynep' },
      async (tx, userId) => void added.push({ tx, userId }),
    );
    expect(added).toEqual([{ tx: w.writes[0].tx, userId: id }]);
  });

  it('refuses an address already registered with 409 EMAIL_TAKEN', async () => {
    const w = world({ race: 'users_email_lower_unique' });
    await expect(
      createAccountWith(w.deps, { role: 'teacher', email: 'ali@example.com', password: PASSWORD, name: 'Ali' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(w.writes).toEqual([]);
  });
});
