import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  jobServerMessages,
  trustMessages,
  type ApplicantView,
  type ApplicationStatus,
  type CompanyApproval,
} from '@beceri/domain';
import type { Job, JobApplication } from '../../db/schema/index.ts';
import { fakeActivity, fakeDb, fakeMailer } from '../../../test/fakes.ts';
import { person, uuid } from '../../../test/people.ts';
import { applicants, changeStatus, hire, type ApplicantsDeps } from './applicants-service.ts';

/*
 * The applicant pipeline's rules alone, on in-memory rows: which moves docs/product.md's table allows, who may make
 * them, what the student is mailed and the log says, and that a refused move writes nothing. HTTP, SQL and the
 * mail queue are tested in applicants.test.ts.
 */

const owner = person(uuid(1), 'company', 'Acme');
const otherCompany = person(uuid(2), 'company', 'Başka');
const admin = person(uuid(3), 'admin', 'Ayşe');
const studentId = uuid(10);
const [jobId, adminJobId, applicationId] = [uuid(20), uuid(21), uuid(30)];
const appliedAt = new Date('2026-11-01T09:00:00Z');
const movedAt = new Date('2026-11-02T10:00:00Z');

/** docs/product.md's table of moves, written out here so that a change to either side is noticed. */
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  'In Review': ['Shortlisted', 'Rejected', 'Hired'],
  Shortlisted: ['Rejected', 'Hired'],
  Rejected: ['Shortlisted'],
  Hired: [],
};

interface WorldOptions {
  status?: ApplicationStatus;
  jobType?: Job['type'];
  approval?: CompanyApproval;
  verified?: boolean;
  studentLocale?: 'tr' | 'en';
}

function world({
  status = 'In Review',
  approval = 'approved',
  verified = true,
  studentLocale = 'tr',
  jobType = 'fullTime',
}: WorldOptions = {}) {
  const job = (id: string, addedBy: string, addedByType: Job['addedByType']) =>
    ({ id, title: 'Stajyer Geliştirici', addedBy, addedByType, type: jobType }) as Job;
  const jobs = new Map([
    [jobId, job(jobId, owner.id, 'Company')],
    [adminJobId, job(adminJobId, admin.id, 'Admin')],
  ]);
  const application: JobApplication = {
    id: applicationId,
    jobId,
    studentId,
    status,
    createdAt: appliedAt,
    updatedAt: appliedAt,
    companyMailPending: false,
  };
  const applications = new Map([[applicationId, application]]);
  const people = new Map([
    [
      studentId,
      { name: 'Ali', surname: 'Yılmaz', email: 'ali@example.com', role: 'student' as const, locale: studentLocale },
    ],
    [owner.id, { name: 'Acme', surname: '', email: owner.email, role: 'company' as const, locale: 'tr' as const }],
  ]);
  const companyNames = new Map([[owner.id, 'Acme Yazılım A.Ş.']]);
  const statusWrites: { tx: unknown; status: ApplicationStatus }[] = [];
  const { activity, logged } = fakeActivity();
  const { mailer, sent } = fakeMailer();
  /** Runs when the status is read under the lock: another request's move that committed in between. */
  let beforeLock = () => {};
  const placementsMade: { tx: unknown; applicationId: string; jobTitle: string }[] = [];
  const deps: ApplicantsDeps = {
    db: fakeDb,
    placements: {
      createForHire: async (tx, p) => {
        placementsMade.push({ tx, applicationId: p.applicationId, jobTitle: p.jobTitle });
        return true;
      },
    },
    applicants: {
      findApplicationWithJob: async (_db, id) => {
        const a = applications.get(id);
        return a && { application: { ...a }, job: jobs.get(a.jobId)! };
      },
      findApplication: async (_db, job, student) =>
        [...applications.values()].find((a) => a.jobId === job && a.studentId === student),
      lockStatus: async (_tx, id) => {
        beforeLock();
        return applications.get(id)?.status;
      },
      setStatus: async (tx, id, to) => {
        statusWrites.push({ tx, status: to });
        Object.assign(applications.get(id)!, { status: to, updatedAt: movedAt });
        return movedAt;
      },
      listApplicants: async (_db, job) => ({
        items: [...applications.values()]
          .filter((a) => a.jobId === job)
          .map((a) => ({ id: a.studentId, applicationId: a.id, status: a.status }) as ApplicantView),
        total: 1,
      }),
      countApplicants: async () => ({ total: 0, byStatus: {} as Record<ApplicationStatus, number> }),
    },
    jobs: {
      findJob: async (_db, id) => jobs.get(id),
      findPerson: async (_db, id) => {
        const p = people.get(id);
        return p && { ...p, companyName: companyNames.get(id) ?? null };
      },
    },
    vetting: {
      companyApproval: async (_db, id) => (id === owner.id ? approval : 'approved'),
      isEmailVerified: async (_db, id) => (id === owner.id ? verified : true),
    },
    activity,
    mailer,
    config: { publicUrl: 'https://oda.example' },
  };
  return {
    deps,
    application,
    placementsMade,
    statusWrites,
    logged,
    sent,
    meanwhile: (work: () => void) => (beforeLock = work),
  };
}

const nothingWritten = (w: ReturnType<typeof world>) => {
  expect(w.statusWrites).toEqual([]);
  expect(w.logged).toEqual([]);
  expect(w.sent).toEqual([]);
};

describe("docs/product.md's table of moves", () => {
  for (const from of APPLICATION_STATUSES)
    for (const to of APPLICATION_STATUSES.filter((s) => s !== from)) {
      if (ALLOWED[from].includes(to)) {
        it(`moves ${from} → ${to}, with one log line and one mail`, async () => {
          const w = world({ status: from });
          const change = await changeStatus(w.deps, owner, applicationId, to);
          expect(change).toEqual({
            id: applicationId,
            status: to,
            changed: true,
            statusChangedAt: movedAt.toISOString(),
          });
          expect(w.application.status).toBe(to);
          expect(w.logged).toHaveLength(1);
          expect(w.sent).toHaveLength(1);
        });
      } else {
        it(`refuses ${from} → ${to} with 409 STATUS_MOVE_REFUSED and writes nothing`, async () => {
          const w = world({ status: from });
          await expect(changeStatus(w.deps, owner, applicationId, to)).rejects.toMatchObject({
            statusCode: 409,
            code: 'STATUS_MOVE_REFUSED',
          });
          expect(w.application.status).toBe(from);
          nothingWritten(w);
        });
      }
    }

  it('says why a move is refused: a hire is final, nothing goes back to In Review, a rejected applicant is shortlisted first', async () => {
    const reason = (from: ApplicationStatus, to: ApplicationStatus) =>
      changeStatus(world({ status: from }).deps, owner, applicationId, to).catch((e: Error) => e.message);
    expect(await reason('Hired', 'Rejected')).toBe(jobServerMessages.statusFinal);
    expect(await reason('Shortlisted', 'In Review')).toBe(jobServerMessages.statusNoReview);
    expect(await reason('Rejected', 'Hired')).toBe(jobServerMessages.statusRejectedHire);
  });

  it('treats a move to the status the application has as done: the old time, nothing written', async () => {
    const w = world({ status: 'Shortlisted' });
    const change = await changeStatus(w.deps, owner, applicationId, 'Shortlisted');
    expect(change).toMatchObject({ changed: false, statusChangedAt: appliedAt.toISOString() });
    nothingWritten(w);
  });

  it('judges a move by the status read under the lock, not the one read before it', async () => {
    const w = world({ status: 'In Review' });
    w.meanwhile(() => (w.application.status = 'Hired'));
    await expect(changeStatus(w.deps, owner, applicationId, 'Rejected')).rejects.toMatchObject({
      statusCode: 409,
      message: jobServerMessages.statusFinal,
    });
    nothingWritten(w);
  });
});

describe('what a move tells', () => {
  it("logs the company's name, the student and the job, and mails the student in their language", async () => {
    const w = world({ studentLocale: 'en' });
    await changeStatus(w.deps, owner, applicationId, 'Shortlisted');
    expect(w.logged).toEqual([
      {
        event: 'application.moved',
        params: {
          status: 'Shortlisted',
          companyId: owner.id,
          companyName: 'Acme Yazılım A.Ş.',
          studentId,
          studentName: 'Ali Yılmaz',
          jobId,
          jobTitle: 'Stajyer Geliştirici',
        },
        actorId: owner.id,
      },
    ]);
    expect(w.sent).toHaveLength(1);
    const { message, tx } = w.sent[0]!;
    expect(message).toMatchObject({
      to: 'ali@example.com',
      template: 'application-shortlisted',
      subject: 'Your application has been shortlisted',
    });
    expect(message.text).toContain('"Stajyer Geliştirici"');
    expect(message.text).toContain('https://oda.example/StudentProfile');
    // Queued with the change (decision 036): the student is mailed exactly when the status changed.
    expect(tx).toBeDefined();
    expect(tx).toBe(w.statusWrites[0]!.tx);
  });

  it('mails a Turkish-speaking student in Turkish', async () => {
    const w = world();
    await changeStatus(w.deps, owner, applicationId, 'Rejected');
    expect(w.sent.map((m) => m.message.subject)).toEqual(['Başvurunuz hakkında']);
  });
});

describe('who may move an application', () => {
  it('answers 404 for an application that does not exist, writing nothing', async () => {
    const w = world();
    await expect(changeStatus(w.deps, owner, uuid(99), 'Shortlisted')).rejects.toMatchObject({ statusCode: 404 });
    nothingWritten(w);
  });

  it("refuses another company, and admins (docs/product.md: the owning company's), with 403", async () => {
    for (const user of [otherCompany, admin]) {
      const w = world();
      await expect(changeStatus(w.deps, user, applicationId, 'Shortlisted')).rejects.toMatchObject({
        statusCode: 403,
        code: 'FORBIDDEN',
      });
      await expect(hire(w.deps, user, studentId, jobId)).rejects.toMatchObject({ statusCode: 403 });
      expect(w.application.status).toBe('In Review');
      nothingWritten(w);
    }
  });

  it('refuses a company that is pending or rejected (COMPANY_NOT_APPROVED) or unverified (EMAIL_NOT_VERIFIED)', async () => {
    const cases: [WorldOptions, string, string][] = [
      [{ approval: 'pending' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ approval: 'rejected' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ verified: false }, 'EMAIL_NOT_VERIFIED', trustMessages.emailNotVerified],
    ];
    for (const [options, code, message] of cases) {
      const w = world(options);
      await expect(changeStatus(w.deps, owner, applicationId, 'Hired')).rejects.toMatchObject({
        statusCode: 403,
        code,
        message,
      });
      await expect(hire(w.deps, owner, studentId, jobId)).rejects.toMatchObject({ statusCode: 403, code });
      expect(w.application.status).toBe('In Review');
      nothingWritten(w);
    }
  });
});

describe('hiring by student and job', () => {
  it('is the move to Hired; hiring again changes nothing and mails nothing more', async () => {
    const w = world();
    expect(await hire(w.deps, owner, studentId, jobId)).toMatchObject({ status: 'Hired', changed: true });
    expect(await hire(w.deps, owner, studentId, jobId)).toMatchObject({ status: 'Hired', changed: false });
    expect(w.sent.map((m) => m.message.subject)).toEqual(['Tebrikler, işe alındınız!']);
    expect(w.logged.map((e) => e.params)).toEqual([expect.objectContaining({ status: 'Hired' })]);
  });

  it('makes one placement in the hire’s transaction on an internship job, none on another job (decision 065)', async () => {
    const internship = world({ jobType: 'internship' });
    await hire(internship.deps, owner, studentId, jobId);
    await hire(internship.deps, owner, studentId, jobId);
    expect(internship.placementsMade).toEqual([
      { tx: internship.statusWrites[0]!.tx, applicationId, jobTitle: 'Stajyer Geliştirici' },
    ]);
    const fullTime = world({ jobType: 'fullTime' });
    await hire(fullTime.deps, owner, studentId, jobId);
    await changeStatus(world({ jobType: 'internship' }).deps, owner, applicationId, 'Shortlisted');
    expect(fullTime.placementsMade).toEqual([]);
  });

  it('answers 404 "not applied" for a student who did not apply, 404 for an unknown job, 403 on an admin’s ad', async () => {
    const w = world();
    await expect(hire(w.deps, owner, uuid(11), jobId)).rejects.toMatchObject({
      statusCode: 404,
      message: jobServerMessages.notApplied,
    });
    await expect(hire(w.deps, owner, studentId, uuid(98))).rejects.toMatchObject({ statusCode: 404 });
    await expect(hire(w.deps, owner, studentId, adminJobId)).rejects.toMatchObject({ statusCode: 403 });
    nothingWritten(w);
  });

  it('refuses to hire a rejected applicant until shortlisted again', async () => {
    const w = world({ status: 'Rejected' });
    await expect(hire(w.deps, owner, studentId, jobId)).rejects.toMatchObject({
      statusCode: 409,
      message: jobServerMessages.statusRejectedHire,
    });
    nothingWritten(w);
  });
});

describe('the applicant list', () => {
  it('is shown to the owning company only, once approved and verified', async () => {
    const page = { page: 1, limit: 20 };
    const listed = await applicants(world().deps, owner, jobId, page);
    expect(listed.items.map((a) => a.applicationId)).toEqual([applicationId]);
    await expect(applicants(world().deps, otherCompany, jobId, page)).rejects.toMatchObject({ statusCode: 403 });
    await expect(applicants(world().deps, owner, uuid(98), page)).rejects.toMatchObject({ statusCode: 404 });
    await expect(applicants(world({ approval: 'pending' }).deps, owner, jobId, page)).rejects.toMatchObject({
      statusCode: 403,
      code: 'COMPANY_NOT_APPROVED',
    });
    await expect(applicants(world({ verified: false }).deps, owner, jobId, page)).rejects.toMatchObject({
      statusCode: 403,
      code: 'EMAIL_NOT_VERIFIED',
    });
  });
});
