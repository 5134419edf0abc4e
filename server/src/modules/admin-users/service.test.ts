import { describe, expect, it } from 'vitest';
import type { AdminUserRow, Role } from '@beceri/domain';
import type { LogWrite } from '../../plugins/activity.ts';
import type { Tx } from '../../db/client.ts';
import { fakeDb } from '../../../test/fakes.ts';
import { emailTaken } from '../auth/service.ts';
import { accounts, createTeacher, type AdminUsersDeps } from './service.ts';

/*
 * The admin users' rules alone, on in-memory accounts: what an admin's 'Öğretmen Ekle' opens, what the log says, and
 * that a refused account logs nothing. Validation, password hashing, SQL and the admin-only guard are tested in
 * admin-users.test.ts.
 */

const adminId = 'admin-1';
type NewAccount = Parameters<AdminUsersDeps['accounts']['createAccount']>[1];

function world(existingEmails: string[] = []) {
  const opened: { account: NewAccount; tx: Tx }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const rows: AdminUserRow[] = (['student', 'company', 'teacher', 'company'] as Role[]).map((role, i) => ({
    id: `user-${i}`,
    role,
    name: `Kişi ${i}`,
    surname: '',
    email: `kisi${i}@example.com`,
    phone: '',
    detail: '',
    createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
    suspendedAt: null,
    suspendedReason: null,
    extraTimePercent: null,
  }));
  const deps: AdminUsersDeps = {
    db: fakeDb,
    users: {
      listUsers: async (_db, { page, limit, role }) => {
        const all = rows.filter((r) => !role || r.role === role);
        return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
      },
    },
    accounts: {
      // Auth's rule, as createAccount keeps it: one account per e-mail address, in any case.
      createAccount: async (_deps, account, alsoInTx) => {
        const email = account.email.toLocaleLowerCase('tr-TR');
        if (existingEmails.includes(email) || opened.some((a) => a.account.email.toLocaleLowerCase('tr-TR') === email))
          throw emailTaken();
        const tx = {} as Tx;
        opened.push({ account, tx });
        const id = `user-${rows.length + opened.length}`;
        await alsoInTx?.(tx, id);
        return id;
      },
    },
    activity: { write: async (entry, tx) => void logged.push({ entry, tx }) },
  };
  return { deps, opened, logged };
}

const teacher = {
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@okul.example',
  password: 'Ders1234',
  subject: 'Python',
  phone: '0262 555 44 33',
  address: 'İzmit, Kocaeli',
};

describe("an admin's new teacher", () => {
  it('is a teacher account with the form’s fields, logged in its transaction under the teacher’s name with the admin as actor', async () => {
    const w = world();
    const id = await createTeacher(w.deps, adminId, teacher);
    expect(id).toBe('user-5');
    expect(w.opened.map((o) => o.account)).toEqual([{ ...teacher, role: 'teacher' }]);
    expect(w.logged).toEqual([
      {
        entry: { event: 'teacher.created', params: { teacherId: id, teacherName: 'Zeynep Kaya' }, actorId: adminId },
        tx: w.opened[0]!.tx,
      },
    ]);
  });

  it('is a teacher whatever role the input carries', async () => {
    const w = world();
    await createTeacher(w.deps, adminId, { ...teacher, role: 'admin' } as typeof teacher);
    expect(w.opened.map((o) => o.account.role)).toEqual(['teacher']);
  });

  it('is refused with 409 EMAIL_TAKEN for an address in use, and nothing is logged', async () => {
    const w = world(['zeynep@okul.example']);
    await expect(createTeacher(w.deps, adminId, { ...teacher, email: 'Zeynep@Okul.example' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
    });
    expect(w.opened).toEqual([]);
    expect(w.logged).toEqual([]);
  });
});

describe('the accounts list', () => {
  it('is the page of the role asked, with the total of that role', async () => {
    const { deps } = world();
    const page = await accounts(deps, { page: 1, limit: 1, role: 'company' });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.role)).toEqual(['company']);
  });
});
