import { describe, expect, it } from 'vitest';
import { trustMessages, type CompanyApproval, type SessionUser } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { Job } from '../../db/schema/index.ts';
import { fakeActivity, fakeDb, fakeMailer } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import { approve, reactivate, reject, republish, suspend, unpublish, type TrustDeps } from './service.ts';

/*
 * The admin actions' rules alone, on in-memory accounts and jobs (docs/product.md, Trust): who may be suspended, what
 * the log says and who is mailed, that a suspended account's sessions end, and that a refused action writes nothing.
 * HTTP, the admin-only guard, the login refusal and the public lists are tested in trust.test.ts.
 */

const admin: SessionUser = { id: uuid(1), role: 'admin', name: 'Ayşe', email: 'admin@example.com', locale: 'tr' };
const [companyId, studentId, jobId, adminJobId, nobody] = [uuid(2), uuid(3), uuid(20), uuid(21), uuid(99)];

type Account = NonNullable<Awaited<ReturnType<TrustDeps['trust']['findAccount']>>>;

function world({ approval = 'pending' as CompanyApproval, companyLocale = 'tr' as 'tr' | 'en' } = {}) {
  const account = (a: Partial<Account> & Pick<Account, 'id' | 'role' | 'name'>): Account => ({
    surname: '',
    email: `${a.id}@example.com`,
    locale: 'tr',
    suspendedAt: null,
    companyName: null,
    approval: null,
    ...a,
  });
  const accounts = new Map(
    [
      account({ id: admin.id, role: 'admin', name: 'Ayşe', surname: 'Demir' }),
      account({
        id: companyId,
        role: 'company',
        name: 'Kemal',
        email: 'ik@korfez.example',
        locale: companyLocale,
        companyName: 'Körfez Yazılım',
        approval,
      }),
      account({ id: studentId, role: 'student', name: 'Ayşe', surname: 'Yılmaz' }),
    ].map((a): [string, Account] => [a.id, a]),
  );
  const job = (id: string, addedBy: string, addedByType: Job['addedByType']) =>
    ({ id, title: 'Depo Sorumlusu', addedBy, addedByType }) as Job;
  const jobs = new Map([
    [jobId, job(jobId, companyId, 'Company')],
    [adminJobId, job(adminJobId, admin.id, 'Admin')],
  ]);

  const suspensions: { tx: Tx; id: string; reason: string | null }[] = [];
  const takedowns: { tx: Tx; id: string; reason: string | null }[] = [];
  const approvals: { tx: Tx; id: string; approval: CompanyApproval; reason: string | null }[] = [];
  const { activity, logged } = fakeActivity();
  const loggedIn: (Tx | undefined)[] = [];
  const { mailer, sent } = fakeMailer();
  /** Whose sessions were ended, and how much had been written by then. */
  const ended: { userId: string; writtenBefore: number }[] = [];
  const deps: TrustDeps = {
    db: fakeDb,
    trust: {
      findAccount: async (_db, id) => {
        const a = accounts.get(id);
        return a && { ...a };
      },
      setSuspended: async (tx, id, reason) => {
        suspensions.push({ tx, id, reason });
        accounts.get(id)!.suspendedAt = reason === null ? null : new Date();
      },
      setApproval: async (tx, id, to, reason) => {
        approvals.push({ tx, id, approval: to, reason });
        accounts.get(id)!.approval = to;
      },
      listCompanies: async () => ({ items: [], total: 0 }),
    },
    jobs: {
      findJob: async (_db, id) => jobs.get(id),
      setUnpublished: async (tx, id, reason) => {
        takedowns.push({ tx, id, reason });
      },
    },
    activity: {
      write: async (entry, tx) => {
        loggedIn.push(tx);
        await activity.write(entry);
      },
    },
    mailer,
    sessions: {
      destroyAllFor: async (userId) => {
        ended.push({ userId, writtenBefore: suspensions.length + logged.length });
      },
    },
    config: { publicUrl: 'https://oda.example' },
  };
  return { deps, accounts, suspensions, takedowns, approvals, logged, loggedIn, sent, ended };
}

const nothingWritten = (w: ReturnType<typeof world>) => {
  expect(w.suspensions).toEqual([]);
  expect(w.takedowns).toEqual([]);
  expect(w.approvals).toEqual([]);
  expect(w.logged).toEqual([]);
  expect(w.sent).toEqual([]);
  expect(w.ended).toEqual([]);
};

describe('suspending an account', () => {
  it('keeps the reason, logs the company by its name with the change, ends its sessions and mails the notice without the reason', async () => {
    const w = world();
    await suspend(w.deps, admin, companyId, 'Sahte ilanlar');
    expect(w.suspensions).toEqual([{ tx: expect.anything(), id: companyId, reason: 'Sahte ilanlar' }]);
    expect(w.accounts.get(companyId)!.suspendedAt).toBeInstanceOf(Date);
    expect(w.logged).toEqual([
      {
        event: 'account.suspended',
        params: { role: 'company', userId: companyId, userName: 'Körfez Yazılım' },
        actorId: admin.id,
      },
    ]);
    expect(w.loggedIn).toEqual([w.suspensions[0]!.tx]);
    expect(w.ended.map((e) => e.userId)).toEqual([companyId]);
    // docs/product.md: the owner is told, in the change's transaction; the reason is shown to admins, never mailed.
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.tx).toBe(w.suspensions[0]!.tx);
    expect(w.sent[0]!.message).toMatchObject({ template: 'account-suspended', subject: 'Hesabınız askıya alındı' });
    expect(JSON.stringify(w.sent[0]!.message)).not.toContain('Sahte ilanlar');
  });

  it('mails no second notice when the account is already suspended', async () => {
    const w = world();
    w.accounts.get(companyId)!.suspendedAt = new Date('2026-11-01T09:00:00Z');
    await suspend(w.deps, admin, companyId, 'Yine');
    expect(w.sent).toEqual([]);
  });

  it('ends the sessions only once the suspension is written, so that no login in between keeps one', async () => {
    const w = world();
    await suspend(w.deps, admin, studentId, 'Kötüye kullanım');
    expect(w.ended).toEqual([{ userId: studentId, writtenBefore: 2 }]);
  });

  it('names a person in the log by name and surname', async () => {
    const w = world();
    await suspend(w.deps, admin, studentId, 'Kötüye kullanım');
    expect(w.logged.map((e) => e.params)).toEqual([{ role: 'student', userId: studentId, userName: 'Ayşe Yılmaz' }]);
  });

  it("refuses an admin's own account with 400 'Kendi hesabınızı askıya alamazsınız.', writing nothing", async () => {
    const w = world();
    await expect(suspend(w.deps, admin, admin.id, 'Deneme')).rejects.toMatchObject({
      statusCode: 400,
      message: trustMessages.cannotSuspendSelf,
    });
    expect(w.accounts.get(admin.id)!.suspendedAt).toBeNull();
    nothingWritten(w);
  });

  it('answers 404 for an account that does not exist, writing nothing and ending no session', async () => {
    const w = world();
    await expect(suspend(w.deps, admin, nobody, 'x')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    nothingWritten(w);
  });
});

describe('reactivating an account', () => {
  it('clears the suspension and logs it with the change; mails nothing, ends nothing', async () => {
    const w = world();
    w.accounts.get(companyId)!.suspendedAt = new Date('2026-11-01T09:00:00Z');
    await reactivate(w.deps, admin, companyId);
    expect(w.suspensions).toEqual([{ tx: expect.anything(), id: companyId, reason: null }]);
    expect(w.accounts.get(companyId)!.suspendedAt).toBeNull();
    expect(w.logged).toEqual([
      {
        event: 'account.reactivated',
        params: { role: 'company', userId: companyId, userName: 'Körfez Yazılım' },
        actorId: admin.id,
      },
    ]);
    expect(w.loggedIn).toEqual([w.suspensions[0]!.tx]);
    expect(w.sent).toEqual([]);
    expect(w.ended).toEqual([]);
  });

  it('answers 404 for an account that does not exist, writing nothing', async () => {
    const w = world();
    await expect(reactivate(w.deps, admin, nobody)).rejects.toMatchObject({ statusCode: 404 });
    nothingWritten(w);
  });
});

describe('taking a job down', () => {
  it("keeps the reason, logs the job and mails its company the reason in the company's language, with the change", async () => {
    const w = world({ companyLocale: 'en' });
    await unpublish(w.deps, admin, jobId, 'Yanıltıcı ilan');
    expect(w.takedowns).toEqual([{ tx: expect.anything(), id: jobId, reason: 'Yanıltıcı ilan' }]);
    expect(w.logged).toEqual([
      { event: 'job.unpublished', params: { jobId, jobTitle: 'Depo Sorumlusu' }, actorId: admin.id },
    ]);
    expect(w.sent).toHaveLength(1);
    const { message, tx } = w.sent[0]!;
    expect(message).toMatchObject({
      to: 'ik@korfez.example',
      template: 'job-unpublished',
      subject: 'Your job posting has been taken down',
    });
    expect(message.text).toContain('Your job posting "Depo Sorumlusu"');
    expect(message.text).toContain('Reason: Yanıltıcı ilan');
    expect(message.text).toContain('https://oda.example/CompanyProfile');
    // Queued with the change (decision 036): the company is mailed exactly when its job was taken down.
    expect(tx).toBe(w.takedowns[0]!.tx);
    expect(w.loggedIn).toEqual([tx]);
  });

  it("mails no one for an admin's own job", async () => {
    const w = world();
    await unpublish(w.deps, admin, adminJobId, 'Süresi geçti');
    expect(w.takedowns.map((t) => t.id)).toEqual([adminJobId]);
    expect(w.sent).toEqual([]);
  });

  it('is undone by republishing, which is logged and mails nothing', async () => {
    const w = world();
    await republish(w.deps, admin, jobId);
    expect(w.takedowns).toEqual([{ tx: expect.anything(), id: jobId, reason: null }]);
    expect(w.logged).toEqual([
      { event: 'job.republished', params: { jobId, jobTitle: 'Depo Sorumlusu' }, actorId: admin.id },
    ]);
    expect(w.sent).toEqual([]);
  });

  it('answers 404 for a job that does not exist, writing nothing', async () => {
    const w = world();
    await expect(unpublish(w.deps, admin, nobody, 'x')).rejects.toMatchObject({ statusCode: 404 });
    await expect(republish(w.deps, admin, nobody)).rejects.toMatchObject({ statusCode: 404 });
    nothingWritten(w);
  });
});

describe('vetting a company', () => {
  it('approves a pending company, logs it and mails it once: approving it again mails nothing more', async () => {
    const w = world({ approval: 'pending' });
    await approve(w.deps, admin, companyId);
    await approve(w.deps, admin, companyId);
    expect(w.approvals.map((a) => [a.id, a.approval, a.reason])).toEqual([
      [companyId, 'approved', null],
      [companyId, 'approved', null],
    ]);
    expect(w.logged).toEqual(
      Array(2).fill({
        event: 'company.approved',
        params: { companyId, companyName: 'Körfez Yazılım' },
        actorId: admin.id,
      }),
    );
    expect(w.sent.map((m) => [m.message.to, m.message.subject])).toEqual([
      ['ik@korfez.example', 'Şirket kaydınız onaylandı'],
    ]);
    expect(w.sent[0]!.tx).toBe(w.approvals[0]!.tx);
  });

  it("rejects a company with the reason, logs it and mails it the reason in the company's language", async () => {
    const w = world({ approval: 'pending' });
    await reject(w.deps, admin, companyId, 'Vergi numarası eksik');
    expect(w.approvals.map((a) => [a.id, a.approval, a.reason])).toEqual([
      [companyId, 'rejected', 'Vergi numarası eksik'],
    ]);
    expect(w.logged).toEqual([
      { event: 'company.rejected', params: { companyId, companyName: 'Körfez Yazılım' }, actorId: admin.id },
    ]);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.message).toMatchObject({ template: 'company-rejected', subject: 'Şirket kaydınız onaylanmadı' });
    expect(w.sent[0]!.message.text).toContain('Gerekçe: Vergi numarası eksik');
    expect(w.sent[0]!.tx).toBe(w.approvals[0]!.tx);
  });

  it('answers 404 for anything but a company, writing nothing', async () => {
    const w = world();
    for (const id of [studentId, admin.id, nobody]) {
      await expect(approve(w.deps, admin, id)).rejects.toMatchObject({ statusCode: 404 });
      await expect(reject(w.deps, admin, id, 'x')).rejects.toMatchObject({ statusCode: 404 });
    }
    nothingWritten(w);
  });
});
