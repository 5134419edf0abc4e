import { describe, expect, it } from 'vitest';
import {
  isPastDeadline,
  jobServerMessages,
  trustMessages,
  type CompanyApproval,
  type JobInput,
  type JobView,
  type SessionUser,
} from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { Job } from '../../db/schema/index.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import { fakeDb } from '../../../test/fakes.ts';
import { person, uuid } from '../../../test/people.ts';
import { addJob, apply, deleteJob, editJob, getJob, jobDetails, listJobs, type JobsDeps } from './service.ts';

/*
 * The jobs' rules alone, on in-memory rows: who may post, edit, delete and see a job, who applies to what, what is
 * logged and mailed and in which transaction, and that a refused change writes nothing. HTTP, SQL and the listing
 * conditions themselves are tested in jobs.test.ts and job-search.test.ts.
 */

const owner = person(uuid(1), 'company', 'Acme');
const otherCompany = person(uuid(2), 'company', 'Başka');
const admin = person(uuid(3), 'admin', 'Ayşe');
const student = person(uuid(10), 'student', 'Ali');
const [companyJobId, adminJobId, expiredJobId, hiddenJobId] = [uuid(20), uuid(21), uuid(22), uuid(23)];
const PAST = '2020-01-01';
const [pythonId, networkId, draftId] = [uuid(40), uuid(41), uuid(42)];
const input: JobInput = {
  title: 'Stajyer Geliştirici',
  description: 'İstanbul’da çalışacak',
  city: 'İstanbul',
  type: 'internship',
  deadline: null,
};

/** No row: the real reads type their first row as always there. */
const none = undefined as never;

interface WorldOptions {
  approval?: CompanyApproval;
  verified?: boolean;
  companyLocale?: 'tr' | 'en';
}

function world({ approval = 'approved', verified = true, companyLocale = 'tr' }: WorldOptions = {}) {
  const job = (id: string, addedBy: string, addedByType: Job['addedByType'], deadline: string | null = null) =>
    ({ id, title: `İlan ${id.slice(-2)}`, description: '', addedBy, addedByType, deadline }) as Job;
  const jobs = new Map([
    [companyJobId, job(companyJobId, owner.id, 'Company')],
    [adminJobId, job(adminJobId, admin.id, 'Admin')],
    [expiredJobId, job(expiredJobId, owner.id, 'Company', PAST)],
    [hiddenJobId, job(hiddenJobId, owner.id, 'Company')],
  ]);
  const hidden = new Set([hiddenJobId]);
  const people = new Map([
    [student.id, { name: 'Ali', surname: 'Yılmaz', email: 'ali@example.com', role: 'student' as const }],
    [owner.id, { name: 'Acme', surname: '', email: 'ik@acme.example', role: 'company' as const }],
    [admin.id, { name: 'Ayşe', surname: 'Kaya', email: 'ayse@example.com', role: 'admin' as const }],
  ]);
  const companyNames = new Map([[owner.id, 'Acme Yazılım A.Ş.']]);
  const locales = new Map([[owner.id, companyLocale]]);
  const inserted: { tx: Tx; values: Partial<Job> }[] = [];
  const applications: { id: string; jobId: string; studentId: string; tx: Tx }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const told: { tx: Tx; jobId: string; applicationId: string }[] = [];
  const courseTitles = new Map([
    [pythonId, 'Python 101'],
    [networkId, 'Ağ Temelleri'],
  ]);
  const requirements = new Map<
    string,
    { requiredCourseIds: readonly string[]; preferredCourseIds: readonly string[] }
  >();
  const replaced: {
    tx: Tx;
    jobId: string;
    requiredCourseIds: readonly string[];
    preferredCourseIds: readonly string[];
  }[] = [];
  const matchReads: { jobIds: string[]; studentId: string }[] = [];
  const view = (j: Job) => ({ id: j.id, title: j.title, deadline: j.deadline }) as JobView;
  const deps: JobsDeps = {
    db: fakeDb,
    jobs: {
      listJobs: async (_db, _page, _org, _filters, includeExpired) => {
        const shown = [...jobs.values()].filter(
          (j) => includeExpired || (!isPastDeadline(j.deadline) && !hidden.has(j.id)),
        );
        return { items: shown.map(view), total: shown.length };
      },
      listOwnJobs: async () => ({ items: [], total: 0 }),
      listStudentApplications: async () => ({ items: [], total: 0 }),
      findCompanyByEmail: async () => none,
      findJob: async (_db, id) => jobs.get(id),
      findJobView: async (_db, id) => {
        const j = jobs.get(id);
        return j && view(j);
      },
      isJobListed: async (_db, id) => jobs.has(id) && !hidden.has(id),
      jobDetails: async (_db, j) => ({
        creator: { name: companyNames.get(j.addedBy!) ?? 'Oda', email: '' },
        students: applications
          .filter((a) => a.jobId === j.id)
          .map(() => ({ name: 'Ali', surname: 'Yılmaz', email: 'ali@example.com', status: 'In Review' as const })),
      }),
      insertJob: async (tx, values) => {
        const id = uuid(200 + inserted.length);
        inserted.push({ tx, values });
        jobs.set(id, { ...values, id } as Job);
        return id;
      },
      updateJob: async (_db, id, values) => {
        if (!jobs.has(id)) return false;
        jobs.set(id, { ...jobs.get(id)!, ...values });
        return true;
      },
      deleteJob: async (_db, id) => jobs.delete(id),
      insertApplication: async (tx, jobId, studentId) => {
        if (applications.some((a) => a.jobId === jobId && a.studentId === studentId)) return undefined;
        const id = uuid(300 + applications.length);
        applications.push({ id, jobId, studentId, tx });
        return id;
      },
      findOwnApplication: async (_db, studentId, id) => {
        const a = applications.find((a) => a.studentId === studentId && (a.id === id || a.jobId === id));
        return a ? { id: a.id, jobId: a.jobId, status: 'In Review' as const } : none;
      },
      findPerson: async (_db, id) => {
        const p = people.get(id);
        return p && { ...p, locale: locales.get(id) ?? 'tr', companyName: companyNames.get(id) ?? null };
      },
    },
    requirements: {
      publishedCourseIds: async (_db, ids) => new Set(ids.filter((id) => courseTitles.has(id))),
      replaceRequirements: async (tx, jobId, lists) => {
        replaced.push({ tx, jobId, ...lists });
        requirements.set(jobId, lists);
      },
      requirementsOf: async (_db, jobId) => {
        const lists = requirements.get(jobId) ?? { requiredCourseIds: [], preferredCourseIds: [] };
        const refs = (ids: readonly string[]) =>
          ids.map((courseId) => ({ courseId, title: courseTitles.get(courseId)! }));
        return { requiredCourses: refs(lists.requiredCourseIds), preferredCourses: refs(lists.preferredCourseIds) };
      },
      matchesForStudent: async (_db, jobIds, studentId) => {
        matchReads.push({ jobIds: [...jobIds], studentId });
        return new Map(jobIds.map((id) => [id, { required: 1, met: 0, missing: [] }]));
      },
      matchesForApplicants: async () => new Map(),
    },
    vetting: {
      companyApproval: async (_db, id) => (id === owner.id ? approval : 'approved'),
      isEmailVerified: async (_db, id) => (id === owner.id ? verified : true),
    },
    activity: { write: async (entry, tx) => void logged.push({ entry, tx }) },
    applicationMails: {
      tell: async (tx, jobId, applicationId) => void told.push({ tx, jobId, applicationId }),
    },
    config: { orgName: 'Oda', publicUrl: 'https://oda.example' },
  };
  return { deps, jobs, inserted, applications, logged, told, companyNames, requirements, replaced, matchReads };
}

describe('posting a job', () => {
  it("files a company's ad under the company and logs its name, in the ad's transaction", async () => {
    const w = world();
    const id = await addJob(w.deps, owner, input);
    expect(w.jobs.get(id)).toMatchObject({
      title: input.title,
      addedBy: owner.id,
      addedByType: 'Company',
      search: 'stajyer gelistirici istanbul’da calisacak',
    });
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'job.added',
          params: {
            by: 'company',
            companyId: owner.id,
            companyName: 'Acme Yazılım A.Ş.',
            jobId: id,
            jobTitle: input.title,
          },
          actorId: owner.id,
        },
        tx: w.inserted[0]!.tx,
      },
    ]);
  });

  it('names a company without a company name by its account name', async () => {
    const w = world();
    w.companyNames.clear();
    await addJob(w.deps, owner, input);
    expect(w.logged[0]!.entry.params).toMatchObject({ companyName: 'Acme' });
  });

  it("files an admin's ad as the organisation's (Admin) and logs it without a company", async () => {
    const w = world();
    const id = await addJob(w.deps, admin, input);
    expect(w.jobs.get(id)).toMatchObject({ addedBy: admin.id, addedByType: 'Admin' });
    expect(w.logged.map((l) => l.entry)).toEqual([
      { event: 'job.added', params: { by: 'admin', jobId: id, jobTitle: input.title }, actorId: admin.id },
    ]);
    expect(w.logged[0]!.tx).toBe(w.inserted[0]!.tx);
  });
});

describe('editing and deleting a job', () => {
  it('lets a company edit its own ad, with its search text refolded', async () => {
    const w = world();
    await editJob(w.deps, owner, companyJobId, { ...input, title: 'Şoför' });
    expect(w.jobs.get(companyJobId)).toMatchObject({ title: 'Şoför', search: 'sofor istanbul’da calisacak' });
  });

  it("refuses another company's ad with 403 and changes nothing", async () => {
    const w = world();
    await expect(editJob(w.deps, otherCompany, companyJobId, input)).rejects.toMatchObject({ statusCode: 403 });
    await expect(deleteJob(w.deps, otherCompany, companyJobId)).rejects.toMatchObject({ statusCode: 403 });
    expect(w.jobs.get(companyJobId)).toMatchObject({ title: 'İlan 20' });
  });

  it("lets an admin edit only an admin's ad: a company's is 403 'admins edit only admins' ads'", async () => {
    const w = world();
    await editJob(w.deps, admin, adminJobId, input);
    expect(w.jobs.get(adminJobId)).toMatchObject({ title: input.title });
    await expect(editJob(w.deps, admin, companyJobId, input)).rejects.toMatchObject({
      statusCode: 403,
      message: jobServerMessages.adminEditOnly,
    });
    expect(w.jobs.get(companyJobId)).toMatchObject({ title: 'İlan 20' });
  });

  it("lets a company delete its own ad and an admin delete any, a company's too", async () => {
    const w = world();
    await deleteJob(w.deps, owner, companyJobId);
    await deleteJob(w.deps, admin, expiredJobId);
    expect(w.jobs.has(companyJobId)).toBe(false);
    expect(w.jobs.has(expiredJobId)).toBe(false);
  });

  it("refuses an admin's ad to a company with 403, and answers 404 for a job that does not exist", async () => {
    const w = world();
    await expect(deleteJob(w.deps, owner, adminJobId)).rejects.toMatchObject({ statusCode: 403 });
    await expect(editJob(w.deps, owner, adminJobId, input)).rejects.toMatchObject({ statusCode: 403 });
    expect(w.jobs.get(adminJobId)).toMatchObject({ title: 'İlan 21' });
    await expect(editJob(w.deps, admin, uuid(99), input)).rejects.toMatchObject({ statusCode: 404 });
    await expect(deleteJob(w.deps, admin, uuid(99))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 404, not a success, when the ad is deleted between its read and the edit (a delete at the same moment)', async () => {
    const w = world();
    const read = w.deps.jobs.findJob;
    w.deps.jobs.findJob = async (db, id) => {
      const job = await read(db, id);
      w.jobs.delete(id);
      return job;
    };
    await expect(editJob(w.deps, owner, companyJobId, input)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.jobs.has(companyJobId)).toBe(false);
  });
});

describe('applying', () => {
  it('answers 404 when the ad is deleted between its read and the application (its company deletes it at that moment)', async () => {
    const w = world();
    w.deps.jobs.insertApplication = async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('insert or update on table violates foreign key constraint'), { code: '23503' }),
      });
    };
    await expect(apply(w.deps, student, companyJobId)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.told).toEqual([]);
  });

  it('files the application, logs the student by full name and tells the company, all in one transaction', async () => {
    const w = world();
    const id = await apply(w.deps, student, companyJobId);
    expect(w.applications).toMatchObject([{ id, jobId: companyJobId, studentId: student.id }]);
    const tx = w.applications[0]!.tx;
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'job.applied',
          params: { studentId: student.id, studentName: 'Ali Yılmaz', jobId: companyJobId, jobTitle: 'İlan 20' },
          actorId: student.id,
        },
        tx,
      },
    ]);
    // The mail itself (at once or collected within the hour) is application-mails.ts's: see application-mails.test.ts.
    expect(w.told).toEqual([{ tx, jobId: companyJobId, applicationId: id }]);
  });

  it("mails no one for an admin's ad", async () => {
    const w = world();
    await apply(w.deps, student, adminJobId);
    expect(w.applications).toHaveLength(1);
    expect(w.told).toEqual([]);
  });

  it('refuses a second application with 409 ALREADY_APPLIED, logging and mailing nothing more', async () => {
    const w = world();
    await apply(w.deps, student, companyJobId);
    await expect(apply(w.deps, student, companyJobId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_APPLIED',
      message: jobServerMessages.alreadyApplied,
    });
    expect(w.applications).toHaveLength(1);
    expect(w.logged).toHaveLength(1);
    expect(w.told).toHaveLength(1);
  });

  it('answers 404 for a job past its deadline, taken down or unknown, and writes nothing', async () => {
    const w = world();
    for (const jobId of [expiredJobId, hiddenJobId, uuid(99)])
      await expect(apply(w.deps, student, jobId)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.applications).toEqual([]);
    expect(w.logged).toEqual([]);
    expect(w.told).toEqual([]);
  });
});

describe('who sees a job', () => {
  it('shows a job past its deadline or taken down only to its owner and admins; others get 404', async () => {
    const { deps } = world();
    for (const id of [expiredJobId, hiddenJobId]) {
      expect(await getJob(deps, owner, id)).toMatchObject({ id });
      expect(await getJob(deps, admin, id)).toMatchObject({ id });
      for (const viewer of [null, student, otherCompany])
        await expect(getJob(deps, viewer, id)).rejects.toMatchObject({ statusCode: 404 });
    }
    expect(await getJob(deps, null, companyJobId)).toMatchObject({ id: companyJobId });
  });

  it('lists past-deadline and hidden jobs to admins only', async () => {
    const { deps } = world();
    const ids = async (viewer: SessionUser | null) =>
      (await listJobs(deps, viewer, { page: 1, limit: 20 })).items.map((j) => j.id);
    expect(await ids(admin)).toEqual([companyJobId, adminJobId, expiredJobId, hiddenJobId]);
    for (const viewer of [null, owner, student]) expect(await ids(viewer)).toEqual([companyJobId, adminJobId]);
  });
});

describe("a job's details (creator and applicants)", () => {
  it('are shown to the owning company and admins; another company gets 403', async () => {
    const w = world();
    await apply(w.deps, student, companyJobId);
    const details = await jobDetails(w.deps, owner, companyJobId);
    expect(details.job).toMatchObject({ id: companyJobId });
    expect(details.students).toHaveLength(1);
    expect(await jobDetails(w.deps, admin, companyJobId)).toMatchObject({ students: [{ name: 'Ali' }] });
    await expect(jobDetails(w.deps, otherCompany, companyJobId)).rejects.toMatchObject({ statusCode: 403 });
    await expect(jobDetails(w.deps, owner, uuid(99))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('are refused to an owner not approved (COMPANY_NOT_APPROVED) or unverified (EMAIL_NOT_VERIFIED)', async () => {
    const cases: [WorldOptions, string, string][] = [
      [{ approval: 'pending' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ approval: 'rejected' }, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved],
      [{ verified: false }, 'EMAIL_NOT_VERIFIED', trustMessages.emailNotVerified],
    ];
    for (const [options, code, message] of cases)
      await expect(jobDetails(world(options).deps, owner, companyJobId)).rejects.toMatchObject({
        statusCode: 403,
        code,
        message,
      });
  });
});

describe("a job's course requirements (decision 062)", () => {
  it('stores the chosen published courses with the new ad, in its transaction', async () => {
    const w = world();
    const id = await addJob(w.deps, owner, {
      ...input,
      requiredCourseIds: [pythonId],
      preferredCourseIds: [networkId],
    });
    expect(w.replaced).toEqual([
      { tx: w.inserted[0].tx, jobId: id, requiredCourseIds: [pythonId], preferredCourseIds: [networkId] },
    ]);
    expect(w.inserted[0].values).not.toHaveProperty('requiredCourseIds');
  });

  it('refuses a course that is not published (or unknown) with 400 naming the field, and writes nothing', async () => {
    const w = world();
    await expect(addJob(w.deps, owner, { ...input, requiredCourseIds: [pythonId, draftId] })).rejects.toMatchObject({
      statusCode: 400,
      fields: { requiredCourseIds: 'jobs.requirementUnknown' },
    });
    await expect(
      editJob(w.deps, owner, companyJobId, { ...input, preferredCourseIds: [draftId] }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { preferredCourseIds: 'jobs.requirementUnknown' } });
    expect(w.inserted).toEqual([]);
    expect(w.replaced).toEqual([]);
    expect(w.jobs.get(companyJobId)?.title).not.toBe(input.title);
  });

  it('refuses a course named both required and preferred', async () => {
    const w = world();
    await expect(
      addJob(w.deps, owner, { ...input, requiredCourseIds: [pythonId], preferredCourseIds: [pythonId] }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { preferredCourseIds: 'jobs.requirementsBoth' } });
    expect(w.inserted).toEqual([]);
  });

  it('keeps the stored requirements when an edit names neither list, and empties them when it sends empty lists', async () => {
    const w = world();
    await editJob(w.deps, owner, companyJobId, { ...input, requiredCourseIds: [pythonId] });
    expect(w.requirements.get(companyJobId)).toEqual({ requiredCourseIds: [pythonId], preferredCourseIds: [] });
    await editJob(w.deps, owner, companyJobId, input);
    expect(w.replaced).toHaveLength(1);
    await editJob(w.deps, owner, companyJobId, { ...input, requiredCourseIds: [], preferredCourseIds: [] });
    expect(w.requirements.get(companyJobId)).toEqual({ requiredCourseIds: [], preferredCourseIds: [] });
  });

  it("lets only the ad's company (or an admin, on an admin's ad) set requirements", async () => {
    const w = world();
    const change = { ...input, requiredCourseIds: [pythonId] };
    await expect(editJob(w.deps, otherCompany, companyJobId, change)).rejects.toMatchObject({ statusCode: 403 });
    await expect(editJob(w.deps, admin, companyJobId, change)).rejects.toMatchObject({ statusCode: 403 });
    expect(w.replaced).toEqual([]);
    await editJob(w.deps, admin, adminJobId, change);
    expect(w.requirements.get(adminJobId)?.requiredCourseIds).toEqual([pythonId]);
  });

  it("shows everyone a job's required and preferred courses; only a student gets her match", async () => {
    const w = world();
    w.requirements.set(companyJobId, { requiredCourseIds: [pythonId], preferredCourseIds: [networkId] });
    const forVisitor = await getJob(w.deps, null, companyJobId);
    expect(forVisitor).toMatchObject({
      requiredCourses: [{ courseId: pythonId, title: 'Python 101' }],
      preferredCourses: [{ courseId: networkId, title: 'Ağ Temelleri' }],
    });
    expect(forVisitor).not.toHaveProperty('match');
    expect(await getJob(w.deps, owner, companyJobId)).not.toHaveProperty('match');
    expect(await getJob(w.deps, student, companyJobId)).toHaveProperty('match', { required: 1, met: 0, missing: [] });
  });

  it("adds a student's match to a page of jobs with one read, and none for anyone else", async () => {
    const w = world();
    const page = await listJobs(w.deps, student, { page: 1, limit: 20 });
    expect(page.items.every((j) => j.match !== undefined)).toBe(true);
    expect(w.matchReads).toEqual([{ jobIds: [companyJobId, adminJobId], studentId: student.id }]);
    for (const viewer of [null, owner, admin])
      expect((await listJobs(w.deps, viewer, { page: 1, limit: 20 })).items.some((j) => 'match' in j)).toBe(false);
  });

  it("asks a visitor to log in for 'Bana uygun ilanlar' (401) and refuses it to anyone but a student (403)", async () => {
    const { deps } = world();
    const eligible = { page: 1, limit: 20, eligible: '1' as const };
    await expect(listJobs(deps, null, eligible)).rejects.toMatchObject({ statusCode: 401 });
    for (const viewer of [owner, admin])
      await expect(listJobs(deps, viewer, eligible)).rejects.toMatchObject({
        statusCode: 403,
        message: 'jobs.eligibleStudentsOnly',
      });
    await expect(listJobs(deps, student, eligible)).resolves.toMatchObject({ total: 2 });
  });
});
