import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus, StudentInvitationView, TalentCard } from '@beceri/domain';
import { KVKK_NOTICE_VERSION, talentDisplayName, type Province } from '@beceri/domain';
import { arrayLiteral } from '../../db/arrays.ts';
import { istanbulToday } from '../../db/daily-checks.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  companyProfiles,
  consents,
  jobApplications,
  jobs,
  studentProfiles,
  talentInvitations,
  users,
} from '../../db/schema/index.ts';
import { jobIsListed, jobIsOpen } from '../jobs/repository.ts';
import { recordStatusChange } from '../jobs/application-history.ts';
import { iso } from '../../lib/dates.ts';

/** The start of today in Europe/Istanbul, as a moment. */
const istanbulMidnight = sql`(${istanbulToday}::timestamp at time zone 'Europe/Istanbul')`;

export interface TalentFilters {
  courseId?: string;
  city?: Province | null;
  /** The courses each word of the keyword names (`coursesNamed`): null for a word every course holds. */
  named: (string[] | null)[];
  limit: number;
  offset: number;
}

type CardRow = {
  user_id: string;
  name: string;
  surname: string;
  education_level: TalentCard['educationLevel'];
  job_seeking_status: TalentCard['jobSeekingStatus'];
  city: Province | null;
  /** With course sets only (one statement pages and counts). */
  total?: string | number;
  courses: { courseId: string | null; title: string; certificateCode: string; issuedAt: string }[] | string;
  invitations: { jobId: string; status: InvitationStatus }[] | string;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * What a search asks once the words are resolved: the students must hold a certificate of one course of each set (the
 * course filter, the courses each word names), or any certificate at all (`certified`: words every course holds).
 */
interface Matching extends Pick<TalentFilters, 'city' | 'limit' | 'offset'> {
  sets: string[][];
  certified: boolean;
}

/**
 * The students a search reads from. With course sets, the holders of the smallest set's certificates (a few hundred,
 * read from certificates_course_idx alone), each then joined to her profile; otherwise every profile.
 */
const searchFrom = (m: Matching) =>
  m.sets.length > 0
    ? sql`(select c.student_id from certificates c where c.course_id = any(${arrayLiteral(m.sets[0])}::uuid[])
        group by c.student_id) holders join student_profiles sp on sp.user_id = holders.student_id`
    : sql`student_profiles sp`;

function searchWhere(m: Matching): SQL {
  const conditions = [sql`sp.open_to_work_since is not null`];
  if (m.city) conditions.push(sql`sp.city = ${m.city}`);
  // The other sets: one probe of each holder's few certificates, the set hashed.
  for (const ids of m.sets.slice(1))
    conditions.push(sql`exists (select 1 from certificates c where c.student_id = sp.user_id
      and c.course_id = any(${arrayLiteral(ids)}::uuid[]))`);
  if (m.certified && m.sets.length === 0)
    conditions.push(
      sql`exists (select 1 from certificates c where c.student_id = sp.user_id and c.course_id is not null)`,
    );
  conditions.push(sql`not exists (select 1 from users su where su.id = sp.user_id and su.suspended_at is not null)`);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of the search: the page's students, read in the index's order. With `total`, the number of all matches comes
 * with each row (`count(*) over ()`), which reads every match before the first card.
 */
const pageStatement = (companyId: string, m: Matching, total: boolean) => sql`
    with page as (
      select sp.user_id, sp.education_level, sp.job_seeking_status, sp.city, sp.open_to_work_since
        ${total ? sql`, count(*) over () as total` : sql``}
      from ${searchFrom(m)}
      where ${searchWhere(m)}
      order by sp.open_to_work_since desc, sp.user_id desc
      limit ${m.limit} offset ${m.offset}
    )
    select p.user_id, u.name, u.surname, p.education_level, p.job_seeking_status, p.city,
      ${total ? sql`p.total,` : sql``}
      coalesce((select json_agg(json_build_object('courseId', c.course_id, 'title', c.course_title,
          'certificateCode', c.code, 'issuedAt', c.issued_at) order by c.issued_at, c.id)
        from certificates c where c.student_id = p.user_id), '[]'::json) as courses,
      coalesce((select json_agg(json_build_object('jobId', i.job_id, 'status', i.status) order by i.created_at desc)
        from talent_invitations i where i.company_id = ${companyId} and i.student_id = p.user_id), '[]'::json)
        as invitations
    from page p join users u on u.id = p.user_id
    order by p.open_to_work_since desc, p.user_id desc`;

const countStatement = (m: Matching) => sql`select count(*) as n from ${searchFrom(m)} where ${searchWhere(m)}`;

/**
 * The ids of the courses whose title or description holds each of the words (their `like` patterns), null for a word
 * every course holds: one statement, each word one scan of the courses' trigram index or table (a thousand rows).
 */
async function coursesNamed(db: Db, patterns: readonly string[]): Promise<(string[] | null)[]> {
  const words = patterns.map(
    (pattern, i) => sql`(select case when count(*) = (select count(*) from courses) then null
        else coalesce(json_agg(co.id), '[]'::json) end
      from courses co where co.search like ${pattern}) as ${sql.raw(`w${i}`)}`,
  );
  const [row] = (await db.execute<Record<string, string[] | string | null>>(sql`select ${sql.join(words, sql`, `)}`))
    .rows;
  return patterns.map((_, i) => {
    const ids = row[`w${i}`];
    return ids === null ? null : json(ids);
  });
}

/**
 * One page of the talent pool (decision 063): the students in the pool (not suspended) who match the filters, newest in
 * the pool first, with their certificates and this company's invitations of them, and the number of them all.
 * - A keyword comes as the courses each word names (`coursesNamed`): a word no course holds finds nobody (no
 *   statement), a word every course holds ('kurs') asks only for a certificate.
 * - With a course or such words, the holders of the smallest set are read from certificates_course_idx and the other
 *   sets probed on them: one statement counts them as it pages (decision 067).
 * - Over the whole pool or a province (thousands of matches) the page and a count run side by side: the page stops after
 *   its rows and the count reads the partial index (student_profiles_open_to_work_idx, _city_idx).
 */
async function search(db: Db, companyId: string, f: TalentFilters): Promise<{ items: TalentCard[]; total: number }> {
  if (f.named.some((ids) => ids?.length === 0)) return { items: [], total: 0 };
  // The smallest set first: its holders are the ones read.
  const sets = [...(f.courseId ? [[f.courseId]] : []), ...f.named.filter((ids) => ids !== null)];
  sets.sort((a, b) => a.length - b.length);
  const m: Matching = { city: f.city, sets, certified: f.named.length > 0, limit: f.limit, offset: f.offset };
  const count = async () => Number((await db.execute<{ n: string | number }>(countStatement(m))).rows[0].n);
  let rows: CardRow[];
  let total: number;
  if (m.sets.length > 0) {
    rows = (await db.execute<CardRow>(pageStatement(companyId, m, true))).rows;
    // A page past the last has no row to carry the number.
    total = rows.length > 0 ? Number(rows[0].total) : f.offset > 0 ? await count() : 0;
  } else {
    const [page, n] = await Promise.all([db.execute<CardRow>(pageStatement(companyId, m, false)), count()]);
    rows = page.rows;
    total = n;
  }
  return {
    total,
    items: rows.map((r) => ({
      studentId: r.user_id,
      displayName: talentDisplayName(r.name, r.surname),
      educationLevel: r.education_level,
      jobSeekingStatus: r.job_seeking_status,
      city: r.city,
      passedCourses: json(r.courses).map((c) => ({ ...c, issuedAt: iso(c.issuedAt) })),
      invitations: json(r.invitations),
    })),
  };
}

/** The student's talent-pool settings: whether in the pool and the province. */
async function settingsOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ openToWorkSince: studentProfiles.openToWorkSince, city: studentProfiles.city })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * Turns the pool on or off with its consent (`talent-pool`, recorded against the notice's version, withdrawn when
 * turned off) and sets the province; false when the account has no student profile.
 */
async function updateSettings(
  tx: Tx,
  userId: string,
  input: { openToWork?: boolean; city?: Province | null },
): Promise<boolean> {
  const [current] = await tx
    .select({ openToWorkSince: studentProfiles.openToWorkSince })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .for('update');
  if (!current) return false;
  const set: Partial<typeof studentProfiles.$inferInsert> = {};
  if (input.city !== undefined) set.city = input.city;
  if (input.openToWork === true && !current.openToWorkSince) {
    set.openToWorkSince = new Date();
    await tx.insert(consents).values({ userId, purpose: 'talent-pool', textVersion: KVKK_NOTICE_VERSION });
  }
  if (input.openToWork === false && current.openToWorkSince) {
    set.openToWorkSince = null;
    await tx
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(consents.userId, userId), eq(consents.purpose, 'talent-pool'), isNull(consents.withdrawnAt)));
  }
  if (Object.keys(set).length > 0) await tx.update(studentProfiles).set(set).where(eq(studentProfiles.userId, userId));
  return true;
}

/** A student in the pool (and not suspended), with what the invitation's mail needs; undefined otherwise. */
async function pooledStudent(tx: Tx, studentId: string) {
  const [row] = await tx
    .select({ name: users.name, surname: users.surname, email: users.email, locale: users.locale })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        eq(studentProfiles.userId, studentId),
        sql`${studentProfiles.openToWorkSince} is not null`,
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the company's profile row (so that two invitations at once cannot both pass the daily limit) and counts its
 * invitations since the Istanbul midnight.
 */
async function lockAndCountToday(tx: Tx, companyId: string): Promise<{ companyName: string; today: number }> {
  const [company] = await tx
    .select({ companyName: companyProfiles.companyName })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, companyId))
    .for('update');
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.companyId, companyId), sql`${talentInvitations.createdAt} >= ${istanbulMidnight}`));
  return { companyName: company?.companyName ?? '', today: Number(n) };
}

/** The job with whether it is the company's own, and whether it is open to applications and listed. */
async function jobForInvitation(tx: Tx, jobId: string) {
  const [row] = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      addedBy: jobs.addedBy,
      open: sql<boolean>`(${jobIsOpen()} and ${jobIsListed()})`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

/** A new pending invitation; undefined when one is already pending for the student and job. */
async function insertInvitation(
  tx: Tx,
  values: { companyId: string; studentId: string; jobId: string; message: string },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(talentInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: talentInvitations.id });
  return row?.id;
}

/** The student's invitations, newest first, with the job, the company and the application accepting made. */
async function listForStudent(db: Db, studentId: string): Promise<StudentInvitationView[]> {
  const rows = await db
    .select({
      id: talentInvitations.id,
      jobId: talentInvitations.jobId,
      jobTitle: jobs.title,
      jobCity: jobs.city,
      companyName: sql<string>`coalesce(${companyProfiles.companyName}, '')`,
      message: talentInvitations.message,
      status: talentInvitations.status,
      createdAt: talentInvitations.createdAt,
      answeredAt: talentInvitations.answeredAt,
      applicationStatus: jobApplications.status,
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, talentInvitations.companyId))
    .leftJoin(jobApplications, eq(jobApplications.id, talentInvitations.applicationId))
    .where(eq(talentInvitations.studentId, studentId))
    .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    applicationStatus: r.applicationStatus ?? null,
  }));
}

/** The student's own invitation, locked for the answer; undefined when it is not theirs or does not exist. */
async function lockOwnInvitation(tx: Tx, studentId: string, id: string) {
  const [row] = await tx
    .select({
      id: talentInvitations.id,
      status: talentInvitations.status,
      jobId: talentInvitations.jobId,
      companyId: talentInvitations.companyId,
    })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.id, id), eq(talentInvitations.studentId, studentId)))
    .for('update');
  return row;
}

/**
 * Accepting: the application to the job is made in Kısa listede, or an existing one in İnceleniyor is moved there,
 * each step in the application's history. Answers the application's id and status, or 'rejected' when an existing
 * application was rejected (accepting does not undo the company's decision).
 */
async function shortlistFromInvitation(
  tx: Tx,
  jobId: string,
  studentId: string,
): Promise<{ id: string; status: string } | 'rejected'> {
  const [made] = await tx
    .insert(jobApplications)
    .values({ jobId, studentId, status: 'Shortlisted' })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.studentId] })
    .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
  if (made) {
    await recordStatusChange(tx, made.id, null, 'Shortlisted', made.createdAt);
    return { id: made.id, status: 'Shortlisted' };
  }
  const [existing] = await tx
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.studentId, studentId)))
    .for('update');
  if (existing.status === 'Rejected') return 'rejected';
  if (existing.status === 'In Review') {
    await tx
      .update(jobApplications)
      .set({ status: 'Shortlisted', updatedAt: sql`now()` })
      .where(eq(jobApplications.id, existing.id));
    await recordStatusChange(tx, existing.id, 'In Review', 'Shortlisted');
    return { id: existing.id, status: 'Shortlisted' };
  }
  return existing;
}

async function markAnswered(tx: Tx, id: string, status: 'accepted' | 'declined', applicationId: string | null) {
  await tx
    .update(talentInvitations)
    .set({ status, answeredAt: sql`now()`, applicationId })
    .where(eq(talentInvitations.id, id));
}

/** What the answer's mail to the company needs. */
async function answerMailFacts(tx: Tx, invitationId: string) {
  const [row] = await tx
    .select({
      jobTitle: jobs.title,
      jobListed: sql<boolean>`${jobIsListed()}`,
      companyEmail: users.email,
      companyLocale: users.locale,
      companyContact: users.name,
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .innerJoin(users, eq(users.id, talentInvitations.companyId))
    .where(eq(talentInvitations.id, invitationId))
    .limit(1);
  return row;
}

/** The talent pool's reads and writes (decision 063). */
export const talentRepository = {
  coursesNamed,
  search,
  settingsOf,
  updateSettings,
  pooledStudent,
  lockAndCountToday,
  jobForInvitation,
  insertInvitation,
  listForStudent,
  lockOwnInvitation,
  shortlistFromInvitation,
  markAnswered,
  answerMailFacts,
};
