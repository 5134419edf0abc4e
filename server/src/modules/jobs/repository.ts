import { and, desc, eq, isNull, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  LIST_PREVIEW_CHARS,
  type JobFilters,
  type JobView,
  type OwnJobView,
  type SessionUser,
  type StudentApplicationView,
} from '@beceri/domain';
import { istanbulToday } from '../../db/daily-checks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { searchPatterns } from '../../lib/search.ts';
import { companyProfiles, jobApplications, jobs, users, type Job } from '../../db/schema/index.ts';
import { meetsRequirementsOfListedJobs } from './requirements-repository.ts';
import { recordStatusChange, statusHistories } from './application-history.ts';
import { iso } from '../../lib/dates.ts';

/**
 * The name a job shows for its company: the join's company name, or for an admin's ad the organisation that runs
 * the platform (`ORG_NAME`, docs/product.md) — a visitor does not know who 'Admin' is.
 */
export const companyNameSql = (orgName: string | Placeholder) =>
  sql<string>`case when ${jobs.addedByType} = 'Admin' then ${orgName}::text else coalesce(${companyProfiles.companyName}, '') end`;

const jobColumns = (orgName: string | Placeholder) => ({
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  category: jobs.category,
  addedByType: jobs.addedByType,
  companyName: companyNameSql(orgName),
  createdAt: jobs.createdAt,
  city: jobs.city,
  type: jobs.type,
  deadline: jobs.deadline,
});
type JobRow = {
  [K in keyof ReturnType<typeof jobColumns>]: K extends 'companyName'
    ? string
    : K extends 'createdAt'
      ? Date
      : K extends 'addedByType' | 'type' | 'deadline'
        ? Job[K]
        : string;
};
const toView = (r: JobRow): JobView => ({ ...r, createdAt: iso(r.createdAt) });

/** Lists show cards: the start of each description is enough (LIST_PREVIEW_CHARS). */
const listColumns = (orgName: string | Placeholder) => ({
  ...jobColumns(orgName),
  description: sql<string>`left(${jobs.description}, ${LIST_PREVIEW_CHARS})`,
});

const selectJobs = (db: Db | Tx, orgName: string) =>
  db.select(jobColumns(orgName)).from(jobs).leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy));
const selectJobsWith = <E extends Record<string, SQL | SQL.Aliased>>(
  db: Db | Tx,
  orgName: string | Placeholder,
  extra: E,
) =>
  db
    .select({ ...listColumns(orgName), ...extra })
    .from(jobs)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy));

/** Whether a job is still open: no deadline, or the deadline is today or later in Europe/Istanbul (day included). */
export const jobIsOpen = () => or(isNull(jobs.deadline), sql`${jobs.deadline} >= ${istanbulToday}`);

/**
 * Whether a job may be shown to the public: not taken down by an admin, and its poster is neither
 * suspended nor a company that is not approved. An anti-join on the few hidden owners; the data stays.
 */
export const jobIsListed = () => sql`(${jobs.unpublishedAt} is null
  and not exists (select 1 from ${users} poster where poster.id = ${jobs.addedBy} and poster.suspended_at is not null)
  and not exists (select 1 from ${companyProfiles} poster_company
    where poster_company.user_id = ${jobs.addedBy} and poster_company.approval <> 'approved'))`;

const unpublishedAtSql = () => sql<Date | null>`${jobs.unpublishedAt}`.mapWith(jobs.unpublishedAt);

/** What a job list's statement depends on besides its values: one prepared statement each. */
interface ListShape {
  words: number;
  city: boolean;
  type: boolean;
  includeExpired: boolean;
  /** 'Bana uygun ilanlar': only jobs whose required courses the student (`student`) holds certificates of. */
  eligible: boolean;
}

/**
 * A job list's two statements for one shape, with placeholders for every value (`org`, `limit`, `offset`, `w0`…,
 * `city`, `type`, `student`): the page's ids and the number of matches from one scan (`count(*) over ()`), then only the
 * page's rows joined and read in full; and the count alone, for a page past the last (no row to carry it).
 */
function prepareJobList(db: Db, s: ListShape) {
  const name = `jobs_list_${s.words}_${+s.city}${+s.type}${+s.includeExpired}${+s.eligible}`;
  // Admins' list (`includeExpired`) keeps past-deadline and hidden jobs: their table shows and republishes them.
  const where = and(
    s.includeExpired ? undefined : jobIsOpen(),
    s.includeExpired ? undefined : jobIsListed(),
    ...Array.from({ length: s.words }, (_, i) => like(jobs.search, sql.placeholder(`w${i}`))),
    s.city ? eq(jobs.city, sql.placeholder('city')) : undefined,
    s.type ? eq(jobs.type, sql.placeholder('type')) : undefined,
    s.eligible ? meetsRequirementsOfListedJobs(sql`${sql.placeholder('student')}::uuid`) : undefined,
  );
  const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];
  const page = db
    .select({ id: jobs.id, total: sql<string>`count(*) over ()`.as('total') })
    .from(jobs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return {
    page: selectJobsWith(db, sql.placeholder('org'), {
      total: page.total,
      ...(s.includeExpired ? { unpublishedAt: unpublishedAtSql() } : {}),
    })
      .innerJoin(page, eq(page.id, jobs.id))
      .orderBy(...newestFirst)
      .prepare(name),
    count: db
      .select({ n: sql<string>`count(*)` })
      .from(jobs)
      .where(where)
      .prepare(`${name}_count`),
  };
}

const preparedLists = new WeakMap<Db, Map<string, ReturnType<typeof prepareJobList>>>();

/**
 * The jobs matching the filters, newest first, one page: `q` in the folded title and description, the city,
 * the type, the requirements the student `eligibleFor` meets; past-deadline jobs only with `includeExpired` (admins).
 * A search is read from the database on every request (never cached): one prepared statement a request, built once
 * per shape, costs the least there (decision 028).
 */
async function listJobs(
  db: Db,
  p: PageQuery,
  orgName: string,
  filters: JobFilters,
  includeExpired = false,
  eligibleFor?: string,
): Promise<Page<JobView>> {
  const patterns = searchPatterns(filters.q);
  const shape: ListShape = {
    words: patterns.length,
    city: Boolean(filters.city),
    type: Boolean(filters.type),
    includeExpired,
    eligible: eligibleFor !== undefined,
  };
  let byShape = preparedLists.get(db);
  if (!byShape) preparedLists.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let list = byShape.get(key);
  if (!list) byShape.set(key, (list = prepareJobList(db, shape)));
  const values: Record<string, unknown> = {
    org: orgName,
    limit: p.limit,
    offset: offsetOf(p),
    city: filters.city,
    type: filters.type,
    student: eligibleFor,
  };
  patterns.forEach((pattern, i) => (values[`w${i}`] = pattern));
  const rows = await list.page.execute(values);
  const total =
    rows.length > 0 ? Number(rows[0].total) : p.page > 1 ? Number((await list.count.execute(values))[0].n) : 0;
  return {
    items: rows.map(({ total: _, ...r }) => {
      const { unpublishedAt, ...rest } = r as typeof r & { unpublishedAt?: Date | null };
      return unpublishedAt === undefined
        ? toView(rest)
        : { ...toView(rest), unpublishedAt: unpublishedAt && iso(unpublishedAt) };
    }),
    total,
  };
}

/** A company's own jobs, newest first; each page's applicant counts come from the same statement (index on job_id). */
async function listOwnJobs(db: Db, ownerId: string, p: PageQuery): Promise<Page<OwnJobView>> {
  const applicantCount = sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`;
  const where = and(eq(jobs.addedBy, ownerId), eq(jobs.addedByType, 'Company'));
  const { rows, total } = await selectPage(
    // Only the company's own ads: never an admin's, so no organisation name is needed.
    selectJobsWith(db, '', {
      applicantCount,
      unpublishedAt: unpublishedAtSql(),
      unpublishedReason: sql<string | null>`${jobs.unpublishedReason}`,
    })
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .$dynamic(),
    db.$count(jobs, where),
    p,
  );
  return {
    items: rows.map(({ unpublishedAt, unpublishedReason, ...r }) => ({
      ...toView(r),
      applicantCount: Number(r.applicantCount),
      unpublishedAt: unpublishedAt && iso(unpublishedAt),
      unpublishedReason,
    })),
    total,
  };
}

async function findJobView(db: Db, id: string, orgName: string): Promise<JobView | undefined> {
  const [row] = await selectJobs(db, orgName).where(eq(jobs.id, id)).limit(1);
  return row && toView(row);
}

/** Whether the job is public (see `jobIsListed`). */
async function isJobListed(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), jobIsListed()))
    .limit(1);
  return Boolean(row);
}

/** An admin takes a job down (with the reason) or puts it back (`reason` null). */
export async function setUnpublished(tx: Tx, id: string, reason: string | null) {
  await tx
    .update(jobs)
    .set({ unpublishedAt: reason === null ? null : new Date(), unpublishedReason: reason })
    .where(eq(jobs.id, id));
}

export async function findJob(db: Db | Tx, id: string): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

async function insertJob(tx: Tx, values: typeof jobs.$inferInsert): Promise<string> {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return row.id;
}

/** Writes the ad's fields; false when there is no such ad any more (deleted since it was read). */
async function updateJob(
  db: Db | Tx,
  id: string,
  values: Pick<typeof jobs.$inferInsert, 'title' | 'description' | 'city' | 'type' | 'deadline' | 'search'>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

async function deleteJob(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** The creator and every applicant of one job (docs/product.md Job details). */
async function jobDetails(db: Db, job: Job, orgName: string) {
  const [creator, students] = await Promise.all([
    job.addedBy
      ? db
          .select({
            name: sql<string>`coalesce(${companyProfiles.companyName}, trim(${users.name} || ' ' || ${users.surname}))`,
            email: users.email,
          })
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
  return { creator: creator[0] ?? { name: orgName, email: '' }, students };
}

/**
 * Inserts an application and the first step of its history (decision 060); undefined when the student had already
 * applied (the unique constraint decides).
 */
async function insertApplication(tx: Tx, jobId: string, studentId: string): Promise<string | undefined> {
  const [row] = await tx
    .insert(jobApplications)
    .values({ jobId, studentId })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.studentId] })
    .returning({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt });
  if (row) await recordStatusChange(tx, row.id, null, row.status, row.createdAt);
  return row?.id;
}

/** A student's own application, found by its id or by the job's id. */
async function findOwnApplication(db: Db, studentId: string, id: string) {
  const [row] = await db
    .select({ id: jobApplications.id, jobId: jobApplications.jobId, status: jobApplications.status })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.studentId, studentId),
        sql`(${jobApplications.id} = ${id} or ${jobApplications.jobId} = ${id})`,
      ),
    )
    .limit(1);
  return row;
}

async function listStudentApplications(
  db: Db,
  studentId: string,
  p: PageQuery,
  orgName: string,
): Promise<Page<StudentApplicationView>> {
  const where = eq(jobApplications.studentId, studentId);
  const { rows, total } = await selectPage(
    db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        appliedAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
        jobId: jobs.id,
        title: jobs.title,
        description: jobs.description,
        companyName: companyNameSql(orgName),
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
  const histories = await statusHistories(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      appliedAt: iso(r.appliedAt),
      updatedAt: iso(r.updatedAt),
      job: { id: r.jobId, title: r.title, description: r.description, companyName: r.companyName },
      history: histories.get(r.id) ?? [],
    })),
    total,
  };
}

/** Who is who, for log lines and the hire e-mail; undefined when the account is gone. */
export async function findPerson(db: Db | Tx, id: string) {
  const rows = await db
    .select({
      name: users.name,
      surname: users.surname,
      email: users.email,
      role: users.role,
      locale: users.locale,
      companyName: companyProfiles.companyName,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return rows.at(0);
}

/**
 * A company's contact card (docs/product.md `/company/get/{email}`): the company behind an ad, so only one with an ad
 * the public sees; its own card and admins whatever its state. Anything else is unknown: the route tells no one
 * which addresses are companies, nor the contact of a suspended, pending or rejected one.
 */
async function findCompanyByEmail(db: Db, email: string, viewer: Pick<SessionUser, 'id' | 'role'>) {
  const behindAnAd = sql`exists (select 1 from ${jobs} where ${jobs.addedBy} = ${users.id} and ${jobIsListed()})`;
  const [row] = await db
    .select({ name: companyProfiles.companyName, phone: users.phone, email: users.email, address: users.address })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.role, 'company'),
        viewer.role === 'admin' ? undefined : or(eq(users.id, viewer.id), behindAnAd),
      ),
    )
    .limit(1);
  return row;
}

/** The jobs' reads and writes, as the jobs' service takes them (`JobsDeps`). */
export const jobsRepository = {
  listJobs,
  listOwnJobs,
  listStudentApplications,
  findCompanyByEmail,
  findJob,
  findJobView,
  isJobListed,
  jobDetails,
  insertJob,
  updateJob,
  deleteJob,
  insertApplication,
  findOwnApplication,
  findPerson,
};
