import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_COMPANY_NAME, LIST_PREVIEW_CHARS, type ApplicantView, type JobView, type OwnJobView, type StudentApplicationView } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { companyProfiles, jobApplications, jobs, studentProfiles, users, type Job } from '../../db/schema/index.ts';
import { fileUrl } from '../../plugins/storage.ts';

const iso = (d: Date) => d.toISOString();

/** The name a job shows for its company: the join's company name, or 'Admin'. */
const companyNameSql = sql<string>`case when ${jobs.addedByType} = 'Admin' then ${ADMIN_COMPANY_NAME} else coalesce(${companyProfiles.companyName}, '') end`;

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  category: jobs.category,
  addedByType: jobs.addedByType,
  companyName: companyNameSql,
  createdAt: jobs.createdAt,
};
type JobRow = { [K in keyof typeof jobColumns]: K extends 'companyName' ? string : K extends 'createdAt' ? Date : K extends 'addedByType' ? Job['addedByType'] : string };
const toView = (r: JobRow): JobView => ({ ...r, createdAt: iso(r.createdAt) });

/** Lists show cards: the start of each description is enough (LIST_PREVIEW_CHARS). */
const listColumns = { ...jobColumns, description: sql<string>`left(${jobs.description}, ${LIST_PREVIEW_CHARS})` };

const selectJobs = (db: Db | Tx) =>
  db.select(jobColumns).from(jobs).leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy));
const selectJobsWith = <E extends Record<string, ReturnType<typeof sql>>>(db: Db | Tx, extra: E) =>
  db.select({ ...listColumns, ...extra }).from(jobs).leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy));

/** Every job, newest first, one page. */
export async function listJobs(db: Db, p: PageQuery): Promise<Page<JobView>> {
  const { rows, total } = await selectPage(selectJobsWith(db, {}).orderBy(desc(jobs.createdAt), desc(jobs.id)).$dynamic(), db.$count(jobs), p);
  return { items: rows.map(toView), total };
}

/** A company's own jobs, newest first; each page's applicant counts come from the same statement (index on job_id). */
export async function listOwnJobs(db: Db, ownerId: string, p: PageQuery): Promise<Page<OwnJobView>> {
  const applicantCount = sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`;
  const where = and(eq(jobs.addedBy, ownerId), eq(jobs.addedByType, 'Company'));
  const { rows, total } = await selectPage(
    selectJobsWith(db, { applicantCount }).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).$dynamic(),
    db.$count(jobs, where),
    p,
  );
  return { items: rows.map((r) => ({ ...toView(r), applicantCount: Number(r.applicantCount) })), total };
}

export async function findJobView(db: Db, id: string): Promise<JobView | undefined> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id)).limit(1);
  return row && toView(row);
}

export async function findJob(db: Db | Tx, id: string): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

export async function insertJob(tx: Tx, values: typeof jobs.$inferInsert): Promise<string> {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return row.id;
}

export async function updateJob(db: Db, id: string, values: { title: string; description: string }) {
  await db.update(jobs).set({ ...values, updatedAt: new Date() }).where(eq(jobs.id, id));
}

export async function deleteJob(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** The creator and every applicant of one job (SPEC.md §3 Job details). */
export async function jobDetails(db: Db, job: Job) {
  const [creator, students] = await Promise.all([
    job.addedBy
      ? db
          .select({ name: sql<string>`coalesce(${companyProfiles.companyName}, trim(${users.name} || ' ' || ${users.surname}))`, email: users.email })
          .from(users)
          .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
          .where(eq(users.id, job.addedBy))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ name: users.name, surname: users.surname, email: users.email, status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.studentId))
      .where(eq(jobApplications.jobId, job.id))
      .orderBy(jobApplications.createdAt, jobApplications.id),
  ]);
  return { creator: creator[0] ?? { name: ADMIN_COMPANY_NAME, email: '' }, students };
}

/** Inserts an application; undefined when the student had already applied (the unique constraint decides). */
export async function insertApplication(tx: Tx, jobId: string, studentId: string): Promise<string | undefined> {
  const [row] = await tx
    .insert(jobApplications)
    .values({ jobId, studentId })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.studentId] })
    .returning({ id: jobApplications.id });
  return row?.id;
}

export async function findApplication(db: Db | Tx, jobId: string, studentId: string) {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.studentId, studentId)))
    .limit(1);
  return row;
}

/** Marks an application hired; false when it was hired already. */
export async function markHired(tx: Tx, applicationId: string): Promise<boolean> {
  const rows = await tx
    .update(jobApplications)
    .set({ status: 'Hired', updatedAt: new Date() })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.status, 'In Review')))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

/** A student's own application, found by its id or by the job's id. */
export async function findOwnApplication(db: Db, studentId: string, id: string) {
  const [row] = await db
    .select({ id: jobApplications.id, jobId: jobApplications.jobId, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.studentId, studentId), sql`(${jobApplications.id} = ${id} or ${jobApplications.jobId} = ${id})`))
    .limit(1);
  return row;
}

export async function listStudentApplications(db: Db, studentId: string, p: PageQuery): Promise<Page<StudentApplicationView>> {
  const where = eq(jobApplications.studentId, studentId);
  const { rows, total } = await selectPage(
    db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        appliedAt: jobApplications.createdAt,
        jobId: jobs.id,
        title: jobs.title,
        description: jobs.description,
        companyName: companyNameSql,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .$dynamic(),
    db.$count(jobApplications, where),
    p,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      appliedAt: iso(r.appliedAt),
      job: { id: r.jobId, title: r.title, description: r.description, companyName: r.companyName },
    })),
    total,
  };
}

export async function listApplicants(db: Db, jobId: string, p: PageQuery): Promise<Page<ApplicantView>> {
  const where = eq(jobApplications.jobId, jobId);
  const { rows, total } = await selectPage(
    db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        resumeFileId: studentProfiles.resumeFileId,
        status: jobApplications.status,
        appliedAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.studentId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(where)
      .orderBy(jobApplications.createdAt, jobApplications.id)
      .$dynamic(),
    db.$count(jobApplications, where),
    p,
  );
  return {
    items: rows.map(({ resumeFileId, appliedAt, ...r }) => ({
      ...r,
      resume: resumeFileId ? fileUrl(resumeFileId) : null,
      appliedAt: iso(appliedAt),
    })),
    total,
  };
}

/** Who is who, for log lines and the hire e-mail. */
export async function findPerson(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email, role: users.role, companyName: companyProfiles.companyName })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** A company's contact card (SPEC.md §7 `/company/get/{email}`). */
export async function findCompanyByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ name: companyProfiles.companyName, phone: users.phone, email: users.email, address: users.address })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, 'company')))
    .limit(1);
  return row;
}
