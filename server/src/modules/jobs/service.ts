import type { FastifyInstance } from 'fastify';
import {
  jobServerMessages, type JobInput, type JobView, type OwnJobView, type SessionUser, type StudentApplicationView,
} from '@beceri/domain';
import type { Job } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { hiredMail } from '../../mail/hire.ts';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import * as repo from './repository.ts';

type JobsDeps = Pick<FastifyInstance, 'db' | 'activity' | 'mailer' | 'config' | 'log'>;

async function existingJob(deps: JobsDeps, id: string): Promise<Job> {
  const job = await repo.findJob(deps.db, id);
  if (!job) throw notFound();
  return job;
}

const ownsJob = (job: Job, user: SessionUser) =>
  user.role === 'company' && job.addedByType === 'Company' && job.addedBy === user.id;

/** The job, when the caller is the company that posted it: 404 when it does not exist, 403 when it is another's. */
async function ownJob(deps: JobsDeps, user: SessionUser, id: string): Promise<Job> {
  const job = await existingJob(deps, id);
  if (!ownsJob(job, user)) throw forbidden();
  return job;
}

/** Every job, newest first. */
export const listJobs = (deps: JobsDeps, page: PageQuery): Promise<Page<JobView>> => repo.listJobs(deps.db, page);

/** A company's own ads, newest first, with their applicant counts. */
export const listOwnJobs = (deps: JobsDeps, user: SessionUser, page: PageQuery): Promise<Page<OwnJobView>> =>
  repo.listOwnJobs(deps.db, user.id, page);

/** A student's applications, newest first. */
export const listApplications = (deps: JobsDeps, user: SessionUser, page: PageQuery): Promise<Page<StudentApplicationView>> =>
  repo.listStudentApplications(deps.db, user.id, page);

/** The company behind an ad (SPEC.md §7), by its e-mail in any letter case. */
export async function companyByEmail(deps: JobsDeps, email: string) {
  const row = await repo.findCompanyByEmail(deps.db, email.trim());
  if (!row) throw notFound();
  return row;
}

export async function getJob(deps: JobsDeps, id: string) {
  const job = await repo.findJobView(deps.db, id);
  if (!job) throw notFound();
  return job;
}

/** Creator and applicants: for admins and the owning company. */
export async function jobDetails(deps: JobsDeps, user: SessionUser, id: string) {
  const job = await existingJob(deps, id);
  if (user.role !== 'admin' && !ownsJob(job, user)) throw forbidden();
  const [view, details] = await Promise.all([repo.findJobView(deps.db, id), repo.jobDetails(deps.db, job)]);
  return { job: view!, ...details };
}

/** A company posts for itself; an admin's ad shows the company 'Admin'. */
export async function addJob(deps: JobsDeps, user: SessionUser, input: JobInput): Promise<string> {
  const addedByType = user.role === 'admin' ? 'Admin' : 'Company';
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertJob(tx, { ...input, addedBy: user.id, addedByType });
    if (addedByType === 'Company') {
      const me = await repo.findPerson(tx, user.id);
      const company = me?.companyName || user.name;
      await deps.activity.write({ type: 'company', text: `${company} şirketi "${input.title}" iş ilanını ekledi`, actorId: user.id }, tx);
    } else {
      await deps.activity.write({ type: 'other', text: `Yönetici "${input.title}" iş ilanını ekledi`, actorId: user.id }, tx);
    }
    return id;
  });
}

/** Companies edit their own ads; admins only ads whose addedByType is Admin (SPEC.md §6). */
export async function editJob(deps: JobsDeps, user: SessionUser, id: string, input: JobInput) {
  const job = await existingJob(deps, id);
  if (user.role === 'admin') {
    if (job.addedByType !== 'Admin') throw forbidden(jobServerMessages.adminEditOnly);
  } else if (!ownsJob(job, user)) {
    throw forbidden();
  }
  await repo.updateJob(deps.db, id, input);
}

/** Companies delete their own ads; admins delete any. Applications go with the ad. */
export async function deleteJob(deps: JobsDeps, user: SessionUser, id: string) {
  const job = await existingJob(deps, id);
  if (user.role !== 'admin' && !ownsJob(job, user)) throw forbidden();
  if (!(await repo.deleteJob(deps.db, id))) throw notFound();
}

/** One application per student and job; the unique constraint settles concurrent attempts. */
export async function apply(deps: JobsDeps, user: SessionUser, jobId: string): Promise<string> {
  const job = await existingJob(deps, jobId);
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertApplication(tx, jobId, user.id);
    if (!id) throw conflict(jobServerMessages.alreadyApplied, 'ALREADY_APPLIED');
    const me = await repo.findPerson(tx, user.id);
    const who = me ? fullName(me) : user.name;
    await deps.activity.write({ type: 'company', text: `${who} adlı öğrenci "${job.title}" ilanına başvurdu`, actorId: user.id }, tx);
    return id;
  });
}

export async function applicationStatus(deps: JobsDeps, user: SessionUser, id: string) {
  const row = await repo.findOwnApplication(deps.db, user.id, id);
  if (!row) throw notFound();
  return row;
}

export async function applicants(deps: JobsDeps, user: SessionUser, jobId: string, page: PageQuery) {
  await ownJob(deps, user, jobId);
  return repo.listApplicants(deps.db, jobId, page);
}

/**
 * Hires a student who applied to one of the caller's jobs. The student is told by e-mail;
 * a mail that cannot be sent is logged and the hire stands. Hiring twice changes nothing more.
 */
export async function hire(deps: JobsDeps, user: SessionUser, studentId: string, jobId: string) {
  const job = await ownJob(deps, user, jobId);
  const result = await deps.db.transaction(async (tx) => {
    const application = await repo.findApplication(tx, jobId, studentId);
    if (!application) throw notFound(jobServerMessages.notApplied);
    const changed = await repo.markHired(tx, application.id);
    if (!changed) return { applicationId: application.id, changed };
    const [student, company] = await Promise.all([repo.findPerson(tx, studentId), repo.findPerson(tx, user.id)]);
    const companyName = company?.companyName || user.name;
    await deps.activity.write(
      { type: 'company', text: `${companyName} şirketi ${student ? fullName(student) : ''} adlı öğrenciyi "${job.title}" ilanı için işe aldı`, actorId: user.id },
      tx,
    );
    return { applicationId: application.id, changed, student, companyName };
  });
  if (result.changed && result.student) {
    const mail = hiredMail({ jobTitle: job.title, publicUrl: deps.config.publicUrl });
    deps.mailer
      .send({ to: result.student.email, ...mail })
      .catch((err: unknown) => deps.log.warn({ err, template: mail.template, applicationId: result.applicationId }, 'mail not sent'));
  }
  return { id: result.applicationId, status: 'Hired' as const };
}
