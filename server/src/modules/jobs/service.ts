import type { FastifyInstance } from 'fastify';
import {
  coursesInBoth,
  isPastDeadline,
  jobRequirementMessages,
  jobServerMessages,
  type JobFilters,
  type JobInput,
  type JobView,
  type OwnJobView,
  type SessionUser,
  type StudentApplicationView,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Job } from '../../db/schema/index.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../plugins/errors.ts';
import { orGone } from '../../lib/db-errors.ts';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { searchText } from '../../lib/search.ts';
import { jobsRepository } from './repository.ts';
import { requirementsRepository, type RequirementsRepository } from './requirements-repository.ts';
import { tellCompanyOfApplication } from './student-applications.ts';
import { applicationMails, type ApplicationMails } from './application-mails.ts';
import { assertMayReadApplicants, vettingReads, type VettingReads } from '../trust/vetting.ts';

/**
 * What the jobs' rules need (the model: news/service.ts): the routes pass the real ones (`jobsDeps(app)`), the unit
 * tests (service.test.ts) in-memory ones.
 */
export interface JobsDeps {
  db: Db;
  jobs: Pick<
    typeof jobsRepository,
    | 'listJobs'
    | 'listOwnJobs'
    | 'listStudentApplications'
    | 'findCompanyByEmail'
    | 'findJob'
    | 'findJobView'
    | 'isJobListed'
    | 'jobDetails'
    | 'insertJob'
    | 'updateJob'
    | 'deleteJob'
    | 'insertApplication'
    | 'findOwnApplication'
    | 'findPerson'
  >;
  /** The courses a job names and a student's match against them (decision 062). */
  requirements: RequirementsRepository;
  vetting: VettingReads;
  activity: Pick<ActivityLog, 'write'>;
  applicationMails: ApplicationMails;
  config: Pick<FastifyInstance['config'], 'orgName' | 'publicUrl'>;
}
type JobsReadDeps = Pick<JobsDeps, 'db' | 'jobs' | 'requirements' | 'config'>;

export const jobsDeps = (app: FastifyInstance): JobsDeps => ({
  db: app.db,
  jobs: jobsRepository,
  requirements: requirementsRepository,
  vetting: vettingReads,
  activity: app.activity,
  applicationMails: applicationMails(app),
  config: app.config,
});

async function existingJob(deps: Pick<JobsDeps, 'db' | 'jobs'>, id: string): Promise<Job> {
  const job = await deps.jobs.findJob(deps.db, id);
  if (!job) throw notFound();
  return job;
}

export const ownsJob = (job: Job, user: SessionUser) =>
  user.role === 'company' && job.addedByType === 'Company' && job.addedBy === user.id;

/**
 * The open jobs matching the filters, newest first; an admin (`viewer`) sees past-deadline ones too, except in the
 * public list (`publicList`). A logged-in student's jobs carry their `match` (one statement for the page), and only a
 * student may ask for the jobs whose requirements she meets (`eligible`): a visitor is asked to log in (401), anyone
 * else refused (403).
 */
export async function listJobs(
  deps: JobsReadDeps,
  viewer: SessionUser | null,
  query: PageQuery & JobFilters,
  publicList = false,
): Promise<Page<JobView>> {
  const student = viewer?.role === 'student' ? viewer : null;
  let eligibleFor: string | undefined;
  if (query.eligible) {
    if (!viewer) throw unauthorized();
    if (!student) throw forbidden(jobRequirementMessages.eligibleStudentsOnly);
    eligibleFor = student.id;
  }
  const includeExpired = !publicList && viewer?.role === 'admin';
  const page = await deps.jobs.listJobs(deps.db, query, deps.config.orgName, query, includeExpired, eligibleFor);
  if (!student) return page;
  const matches = await deps.requirements.matchesForStudent(
    deps.db,
    page.items.map((j) => j.id),
    student.id,
  );
  return { ...page, items: page.items.map((job) => ({ ...job, match: matches.get(job.id) })) };
}

/** A company's own ads, newest first, with their applicant counts. */
export const listOwnJobs = (
  deps: Pick<JobsDeps, 'db' | 'jobs'>,
  user: SessionUser,
  page: PageQuery,
): Promise<Page<OwnJobView>> => deps.jobs.listOwnJobs(deps.db, user.id, page);

/** A student's applications, newest first. */
export const listApplications = (
  deps: JobsReadDeps,
  user: SessionUser,
  page: PageQuery,
): Promise<Page<StudentApplicationView>> =>
  deps.jobs.listStudentApplications(deps.db, user.id, page, deps.config.orgName);

/** The company behind an ad (docs/product.md), by its e-mail in any letter case. */
export async function companyByEmail(deps: Pick<JobsDeps, 'db' | 'jobs'>, viewer: SessionUser, email: string) {
  const row = await deps.jobs.findCompanyByEmail(deps.db, email.trim(), viewer);
  if (!row) throw notFound();
  return row;
}

/**
 * One job; after its deadline, or while it is hidden (taken down, its poster suspended or not approved: decision 031),
 * only its owner and admins still find it (docs/product.md).
 */
export async function getJob(deps: JobsReadDeps, viewer: SessionUser | null, id: string): Promise<JobView> {
  const job = await deps.jobs.findJobView(deps.db, id, deps.config.orgName);
  if (!job) throw notFound();
  // The posting company's own page offers its edit and its applicants, and says when an admin took it down (decision 058).
  if (viewer?.role === 'company') {
    const row = await deps.jobs.findJob(deps.db, id);
    if (row && ownsJob(row, viewer)) {
      const unpublishedAt = row.unpublishedAt ? row.unpublishedAt.toISOString() : null;
      return { ...(await withRequirements(deps, viewer, job)), mine: true, unpublishedAt };
    }
  }
  if (viewer?.role !== 'admin' && (isPastDeadline(job.deadline) || !(await deps.jobs.isJobListed(deps.db, id)))) {
    throw notFound();
  }
  return withRequirements(deps, viewer, job);
}

/**
 * A job as its page shows it: the courses it requires and prefers, for everyone; and for a logged-in student how her
 * certificates meet them (`match`).
 */
async function withRequirements(deps: JobsReadDeps, viewer: SessionUser | null, job: JobView): Promise<JobView> {
  const [courses, matches] = await Promise.all([
    deps.requirements.requirementsOf(deps.db, job.id),
    viewer?.role === 'student' ? deps.requirements.matchesForStudent(deps.db, [job.id], viewer.id) : undefined,
  ]);
  const match = matches?.get(job.id);
  return { ...job, ...courses, ...(match ? { match } : {}) };
}

/** The stored columns of a job form: the province as the list spells it, the folded search text. */
const jobValues = ({ requiredCourseIds: _r, preferredCourseIds: _p, ...input }: JobInput) => ({
  ...input,
  search: searchText(input.title, input.description),
});

/**
 * The requirements a job form names, checked: each a published course of the platform (the form offers only those),
 * none in both lists (the schema says so too). Undefined when the form names none of them (an edit through the
 * older API keeps the stored ones).
 */
async function checkedRequirements(deps: Pick<JobsDeps, 'db' | 'requirements'>, input: JobInput) {
  const { requiredCourseIds, preferredCourseIds } = input;
  if (requiredCourseIds === undefined && preferredCourseIds === undefined) return undefined;
  const lists = { requiredCourseIds: requiredCourseIds ?? [], preferredCourseIds: preferredCourseIds ?? [] };
  if (coursesInBoth(lists.requiredCourseIds, lists.preferredCourseIds).length > 0)
    throw badRequest(jobRequirementMessages.both, { preferredCourseIds: jobRequirementMessages.both });
  const published = await deps.requirements.publishedCourseIds(deps.db, [
    ...lists.requiredCourseIds,
    ...lists.preferredCourseIds,
  ]);
  const fields: Record<string, string> = {};
  for (const field of ['requiredCourseIds', 'preferredCourseIds'] as const) {
    if (lists[field].some((id) => !published.has(id))) fields[field] = jobRequirementMessages.unknown;
  }
  if (Object.keys(fields).length > 0) throw badRequest(jobRequirementMessages.unknown, fields);
  return lists;
}

/** Creator and applicants: for admins and the owning company. */
export async function jobDetails(deps: JobsDeps, user: SessionUser, id: string) {
  const job = await existingJob(deps, id);
  if (user.role !== 'admin' && !ownsJob(job, user)) throw forbidden();
  await assertMayReadApplicants(deps.db, user, deps.vetting);
  const [view, details] = await Promise.all([
    deps.jobs.findJobView(deps.db, id, deps.config.orgName),
    deps.jobs.jobDetails(deps.db, job, deps.config.orgName),
  ]);
  return { job: view!, ...details };
}

/** A company posts for itself; an admin's ad shows the organisation's name (`ORG_NAME`). */
export async function addJob(deps: JobsDeps, user: SessionUser, input: JobInput): Promise<string> {
  const addedByType = user.role === 'admin' ? 'Admin' : 'Company';
  const requirements = await checkedRequirements(deps, input);
  return deps.db.transaction(async (tx: Tx) => {
    const id = await deps.jobs.insertJob(tx, { ...jobValues(input), addedBy: user.id, addedByType });
    if (requirements) await deps.requirements.replaceRequirements(tx, id, requirements);
    if (addedByType === 'Company') {
      const me = await deps.jobs.findPerson(tx, user.id);
      const companyName = me?.companyName || user.name;
      await deps.activity.write(
        {
          event: 'job.added',
          params: { by: 'company', companyId: user.id, companyName, jobId: id, jobTitle: input.title },
          actorId: user.id,
        },
        tx,
      );
    } else {
      await deps.activity.write(
        { event: 'job.added', params: { by: 'admin', jobId: id, jobTitle: input.title }, actorId: user.id },
        tx,
      );
    }
    return id;
  });
}

/** Companies edit their own ads; admins only ads whose addedByType is Admin (docs/product.md). */
export async function editJob(deps: JobsDeps, user: SessionUser, id: string, input: JobInput) {
  const job = await existingJob(deps, id);
  if (user.role === 'admin') {
    if (job.addedByType !== 'Admin') throw forbidden(jobServerMessages.adminEditOnly);
  } else if (!ownsJob(job, user)) {
    throw forbidden();
  }
  const requirements = await checkedRequirements(deps, input);
  await deps.db.transaction(async (tx: Tx) => {
    // Deleted since it was read (the same company's delete at the same moment): not found, rather than 'updated'.
    if (!(await deps.jobs.updateJob(tx, id, jobValues(input)))) throw notFound();
    if (requirements) await deps.requirements.replaceRequirements(tx, id, requirements);
  });
}

/** Companies delete their own ads; admins delete any. Applications go with the ad. */
export async function deleteJob(deps: JobsDeps, user: SessionUser, id: string) {
  const job = await existingJob(deps, id);
  if (user.role !== 'admin' && !ownsJob(job, user)) throw forbidden();
  if (!(await deps.jobs.deleteJob(deps.db, id))) throw notFound();
}

/** One application per student and job; the unique constraint settles concurrent attempts. The company is told by mail. */
export async function apply(deps: JobsDeps, user: SessionUser, jobId: string): Promise<string> {
  const job = await existingJob(deps, jobId);
  if (isPastDeadline(job.deadline) || !(await deps.jobs.isJobListed(deps.db, jobId))) throw notFound();
  // The ad deleted by its company since it was read: 404, as a moment later (not a foreign-key error's 500).
  const { id } = await orGone(
    deps.db.transaction(async (tx: Tx) => {
      const id = await deps.jobs.insertApplication(tx, jobId, user.id);
      if (!id) throw conflict(jobServerMessages.alreadyApplied, 'ALREADY_APPLIED');
      const me = await deps.jobs.findPerson(tx, user.id);
      const who = me ? fullName(me) : user.name;
      await deps.activity.write(
        {
          event: 'job.applied',
          params: { studentId: user.id, studentName: who, jobId, jobTitle: job.title },
          actorId: user.id,
        },
        tx,
      );
      await tellCompanyOfApplication(deps, job, id, tx);
      return { id, who };
    }),
    notFound,
  );
  return id;
}

export async function applicationStatus(deps: Pick<JobsDeps, 'db' | 'jobs'>, user: SessionUser, id: string) {
  const row = await deps.jobs.findOwnApplication(deps.db, user.id, id);
  if (!row) throw notFound();
  return row;
}
