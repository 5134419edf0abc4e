import { sql, type SQL } from 'drizzle-orm';
import {
  AGE_BANDS,
  EDUCATION_LEVELS,
  FUNNEL_STAGES,
  GENDERS,
  JOB_SEEKING_STATUSES,
  type AgeBand,
  type FunnelStage,
} from '@beceri/domain';
import type { Database, Tx } from '../../db/client.ts';
import { withConnections } from '../../db/together.ts';

/**
 * The programme's figures in four statements, whatever the number of students (docs/decisions/030): the
 * current participants with their funnel, their disability answers (ciphertexts, decrypted by the service),
 * the former participants left by deleted accounts, and the per-course counts. One read-only snapshot, so the
 * figures agree with each other even while people sign up.
 */

export interface IndicatorRange {
  /** YYYY-MM-DD, included, Europe/Istanbul. */
  from?: string;
  to?: string;
  /** The day ages are computed at (YYYY-MM-DD). */
  ageOn: string;
  /** A cohort's participants only, and its days for the lab sessions (decision 053). */
  cohort?: { id: string; startsOn: string; endsOn: string };
}

type Counts = Record<string, number>;

const TZ = 'Europe/Istanbul';

/**
 * Registration between the two days, both included, as Istanbul calendar days; with a cohort, its students only
 * (`sp`, the student's profile, must be joined then: `joinsProfile`).
 */
function registeredWithin(r: IndicatorRange): SQL {
  const parts: SQL[] = [sql`u.role = 'student'`];
  if (r.from) parts.push(sql`u.created_at >= (${r.from}::date)::timestamp at time zone ${TZ}`);
  if (r.to) parts.push(sql`u.created_at < (${r.to}::date + 1)::timestamp at time zone ${TZ}`);
  if (r.cohort) parts.push(sql`sp.cohort_id = ${r.cohort.id}`);
  return sql.join(parts, sql` and `);
}

/** The scope's current participants' ids (for `x in (…)`). */
const scopeStudents = (r: IndicatorRange) =>
  r.cohort
    ? sql`select sp.user_id from student_profiles sp join users u on u.id = sp.user_id where ${registeredWithin(r)}`
    : sql`select u.id from users u where ${registeredWithin(r)}`;

/** The scope's former participants: registration month in the range, and the cohort's. */
function formerWithin(r: IndicatorRange): SQL {
  const parts: SQL[] = [sql`true`];
  if (r.from) parts.push(sql`(registration_month || '-01')::date >= ${r.from}::date`);
  if (r.to) parts.push(sql`(registration_month || '-01')::date <= ${r.to}::date`);
  if (r.cohort) parts.push(sql`cohort_id = ${r.cohort.id}`);
  return sql.join(parts, sql` and `);
}

/** `count(*) filter (where col = 'code') as "prefix:code"` for every code (codes are the domain's constants). */
const countsBy = (prefix: string, column: SQL, codes: readonly string[]) =>
  codes.map((code) => sql`count(*) filter (where ${column} = ${code})::int as ${sql.identifier(`${prefix}:${code}`)}`);

/** The band of a birth date at `on`: age ≥ N exactly when born on or before `on` less N years. */
function ageBandCase(on: string): SQL {
  const bornBy = (years: number) => sql`(${on}::date - ${`${years} years`}::interval)::date`;
  const bounds: [AgeBand, number][] = [
    ['>35', 36],
    ['30-35', 30],
    ['25-29', 25],
    ['18-24', 18],
    ['16-17', 16],
  ];
  return sql`case ${sql.join(
    bounds.map(([band, years]) => sql`when sp.date_of_birth <= ${bornBy(years)} then ${band}`),
    sql` `,
  )} else '<16' end`;
}

/** One row: totals and breakdowns (but disability) of the current participants. */
async function currentParticipants(tx: Tx, r: IndicatorRange): Promise<Counts> {
  const { rows } = await tx.execute<Counts>(sql`
    with p as (
      select u.id, sp.gender, sp.education_level, sp.job_seeking_status, ${ageBandCase(r.ageOn)} as age_band
      from users u join student_profiles sp on sp.user_id = u.id
      where ${registeredWithin(r)}
    )
    select count(*)::int as total,
      ${sql.join(
        [
          ...countsBy('gender', sql`p.gender`, GENDERS),
          ...countsBy('age', sql`p.age_band`, AGE_BANDS),
          ...countsBy('education', sql`p.education_level`, EDUCATION_LEVELS),
          ...countsBy('jobSeeking', sql`p.job_seeking_status`, JOB_SEEKING_STATUSES),
        ],
        sql`, `,
      )}
    from p`);
  return rows[0]!;
}

/**
 * Rows of the range's students. Only students enrol, pass and apply (the routes allow no one else): without a
 * range every row counts and the join with the accounts is left out.
 */
const ofRange = (r: IndicatorRange, column: SQL) =>
  r.from || r.to || r.cohort ? sql`${column} in (${scopeStudents(r)})` : sql`${column} is not null`;

/** The scope's placements: of its current participants or its former ones (decision 065). */
function placementsOfScope(r: IndicatorRange): SQL {
  if (!r.from && !r.to && !r.cohort) return sql`(p.student_id is not null or p.former_participant_id is not null)`;
  return sql`(p.student_id in (${scopeStudents(r)})
    or p.former_participant_id in (select id from former_participants where ${formerWithin(r)}))`;
}

/**
 * The funnel of the current participants: distinct students with an enrolment, a passed exam, a certificate (which
 * attendance may hold back, decision 055), an application, a hire; and the internships of current and former ones
 * (decision 065: distinct people placed, and those evaluated), riding in the same statement.
 */
async function funnel(tx: Tx, r: IndicatorRange): Promise<Counts> {
  const distinctStudents = (table: SQL, extra?: SQL) =>
    sql`(select count(*) from (select distinct student_id from ${table} where ${ofRange(r, sql`student_id`)}${extra ? sql` and ${extra}` : sql``}) s)::int`;
  const { rows } = await tx.execute<Counts>(sql`
    select ${distinctStudents(sql`course_enrollments`)} as enrolled,
      ${distinctStudents(sql`exam_attempts`, sql`status = 'passed'`)} as passed,
      ${distinctStudents(sql`certificates`)} as certified,
      ${distinctStudents(sql`job_applications`)} as applied,
      ${distinctStudents(sql`job_applications`, sql`status = 'Hired'`)} as hired,
      (select count(distinct coalesce(p.student_id, p.former_participant_id)) from placements p
        where ${placementsOfScope(r)})::int as "internshipsPlaced",
      (select count(distinct coalesce(p.student_id, p.former_participant_id)) from placements p
        where ${placementsOfScope(r)} and p.evaluated_at is not null)::int as "internshipsCompleted"`);
  return rows[0]!;
}

/**
 * A digest of the range's stored disability answers (each participant's id and ciphertext, in id order): the same
 * digest means the same answers, so the service can reuse its counts instead of reading 10,000 ciphertexts again.
 */
async function disabilityDigest(tx: Tx, r: IndicatorRange): Promise<string> {
  const { rows } = await tx.execute<{ digest: string }>(sql`
    select coalesce(md5(string_agg(u.id::text || ':' || sp.disability, ',' order by u.id)), '') as digest
    from users u join student_profiles sp on sp.user_id = u.id
    where ${registeredWithin(r)} and sp.disability is not null`);
  return rows[0]!.digest;
}

/** The stored disability answers (ciphertexts) of the participants who gave one; the rest are unknown. */
async function disabilityAnswers(tx: Tx, r: IndicatorRange): Promise<{ id: string; disability: string }[]> {
  const { rows } = await tx.execute<{ id: string; disability: string }>(sql`
    select u.id, sp.disability from users u join student_profiles sp on sp.user_id = u.id
    where ${registeredWithin(r)} and sp.disability is not null`);
  return rows;
}

/**
 * Former participants (DELETE /me) keep only their registration month: they count as registered on its first
 * day, so a range of whole months is exact and adjacent ranges never count one twice.
 */
async function formerParticipants(tx: Tx, r: IndicatorRange): Promise<Counts> {
  // A stage reached implies the earlier ones.
  const reached = (stage: FunnelStage) => FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(stage));
  const { rows } = await tx.execute<Counts>(sql`
    select count(*)::int as total,
      ${sql.join(
        [
          ...countsBy('gender', sql`gender`, GENDERS),
          ...countsBy('age', sql`age_band`, AGE_BANDS),
          ...countsBy('education', sql`education_level`, EDUCATION_LEVELS),
          ...countsBy('jobSeeking', sql`job_seeking_status`, JOB_SEEKING_STATUSES),
          sql`count(*) filter (where disability)::int as ${sql.identifier('disability:yes')}`,
          sql`count(*) filter (where not disability)::int as ${sql.identifier('disability:no')}`,
          sql`count(*) filter (where disability is null)::int as ${sql.identifier('disability:unknown')}`,
          sql`count(*) filter (where certified)::int as certified`,
          ...(['enrolled', 'passed', 'applied', 'hired'] as const).map(
            (stage) =>
              sql`count(*) filter (where furthest_stage in (${sql.join(
                reached(stage).map((s) => sql`${s}`),
                sql`, `,
              )}))::int as ${sql.identifier(stage)}`,
          ),
        ],
        sql`, `,
      )}
    from former_participants where ${formerWithin(r)}`);
  return rows[0]!;
}

export type CourseRow = {
  id: string;
  title: string;
  enrolled: number;
  attempted: number;
  passed: number;
};

/** Every course's counts, with what the report lists (published courses) and what counts for completion. */
type CourseCountRow = CourseRow & { listed: boolean; lab: boolean };

/**
 * Every course with its enrolled, attempted and passed participants (distinct students of the range): an enrolment
 * has been attempted once its attempt day is set (the attempt's own statement sets it; migration 0012 set it for
 * earlier attempts), and a pass is a certificate (one per student and course, issued by the first pass). Two scans
 * of one row per student and course, instead of grouping every attempt. Drafts come too, unlisted: their
 * enrolments still count towards completion.
 */
async function courseCounts(tx: Tx, r: IndicatorRange): Promise<CourseCountRow[]> {
  const { rows } = await tx.execute<CourseCountRow>(sql`
    with enr as (
      select e.course_id, count(*)::int as enrolled, count(*) filter (where e.attempt_day is not null)::int as attempted
      from course_enrollments e where ${ofRange(r, sql`e.student_id`)} group by e.course_id
    ),
    passed as (
      select c.course_id, count(*)::int as n from certificates c where ${ofRange(r, sql`c.student_id`)} group by c.course_id
    )
    select c.id, c.title, coalesce(enr.enrolled, 0) as enrolled, coalesce(enr.attempted, 0) as attempted,
      coalesce(passed.n, 0) as passed, c.status = 'published' as listed,
      exists (select 1 from lab_sessions l where l.course_id = c.id) as lab
    from courses c left join enr on enr.course_id = c.id left join passed on passed.course_id = c.id
    order by c.created_at, c.id`);
  return rows;
}

/** A session's hours: (end − start) in hours. */
const sessionHours = (alias: string) =>
  sql`extract(epoch from (${sql.identifier(alias)}.ends_at - ${sql.identifier(alias)}.starts_at)) / 3600.0`;

/** Sessions starting on the Istanbul days of the cohort and of `from`/`to` (both included); neither: all. */
function sessionsWithin(r: IndicatorRange): SQL {
  const parts: SQL[] = [sql`true`];
  const from = (day: string) => parts.push(sql`s.starts_at >= (${day}::date)::timestamp at time zone ${TZ}`);
  const to = (day: string) => parts.push(sql`s.starts_at < (${day}::date + 1)::timestamp at time zone ${TZ}`);
  if (r.cohort) {
    from(r.cohort.startsOn);
    to(r.cohort.endsOn);
  }
  if (r.from) from(r.from);
  if (r.to) to(r.to);
  return sql.join(parts, sql` and `);
}

type HoursRow = { planned: number; delivered: number; attended: number };
export type LabRow = HoursRow & { eligible: number; completed: number };

/**
 * Lab hours (decision 053), in one statement: `planned` the hours of the sessions in scope, `delivered` those with
 * at least one mark, `attended` the hours of every present or late mark of the scope's participants (current or
 * former) in those sessions — the attendance workbook's totals (attendance/repository.ts).
 */
async function labHours(tx: Tx, r: IndicatorRange): Promise<HoursRow> {
  const everyone = !r.from && !r.to && !r.cohort;
  const whose = everyone
    ? sql`(a.student_id is not null or a.former_participant_id is not null)`
    : sql`(a.student_id in (${scopeStudents(r)})
        or a.former_participant_id in (select id from former_participants where ${formerWithin(r)}))`;
  const { rows } = await tx.execute<HoursRow>(sql`
    with scoped as (
      select s.id, ${sessionHours('s')} as h,
        exists (select 1 from attendance a where a.session_id = s.id) as marked
      from lab_sessions s where ${sessionsWithin(r)}
    )
    select
      (select coalesce(sum(h), 0) from scoped)::float8 as planned,
      (select coalesce(sum(h) filter (where marked), 0) from scoped)::float8 as delivered,
      (select coalesce(sum(sc.h), 0) from attendance a join scoped sc on sc.id = a.session_id
        where a.status in ('present', 'late') and ${whose})::float8 as attended`);
  return rows[0]!;
}

/**
 * Completion (decision 053): the enrolments of the scope's current participants in courses with lab sessions
 * (`eligible`) and those holding a certificate (`completed`), summed from the per-course counts — a certificate is
 * issued only to an enrolled student (the exam asks for the enrolment) and enrolments are never withdrawn, so a
 * course's certificates in scope are its completed enrolments. Another pass over the enrolments cost 150 ms at
 * 100,000 of them.
 */
function completion(courses: CourseCountRow[]): Pick<LabRow, 'eligible' | 'completed'> {
  let eligible = 0;
  let completed = 0;
  for (const c of courses) {
    if (!c.lab) continue;
    eligible += Number(c.enrolled);
    completed += Number(c.passed);
  }
  return { eligible, completed };
}

export interface IndicatorRows {
  current: Counts;
  /** The digest of the answers, and the answers themselves unless the caller knew the digest. */
  disability: { digest: string; answers: { id: string; disability: string }[] | null };
  former: Counts;
  courses: CourseRow[];
  lab: LabRow;
}

const readOnlySnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The hash aggregates of 100,000 enrolments stay in memory (the default 4 MB spills to disk). */
const roomToCount = (tx: Tx) => tx.execute(sql`set local work_mem = '32MB'`);

/**
 * The figures read in one snapshot, so that they agree with each other while people sign up. On PostgreSQL the
 * three groups run at once on three connections taken together (db/together.ts), the second and third in the first
 * one's exported snapshot: the report costs its longest statement, not the sum (decision 030). PGlite has one
 * connection: one after the other.
 */
async function indicatorRows(
  database: Pick<Database, 'db' | 'driver' | 'pool'>,
  r: IndicatorRange,
  knownDigest: (digest: string) => boolean,
): Promise<IndicatorRows> {
  const answers = async (tx: Tx) => {
    const digest = await disabilityDigest(tx, r);
    return { digest, answers: knownDigest(digest) ? null : await disabilityAnswers(tx, r) };
  };
  const people = async (tx: Tx) => ({
    current: await currentParticipants(tx, r),
    disability: await answers(tx),
    former: await formerParticipants(tx, r),
  });
  // The lab's figures ride with the per-course counts (decision 053): no round trip more on PostgreSQL.
  const coursesAndLab = async (tx: Tx, range: IndicatorRange) => {
    const courses = await courseCounts(tx, range);
    return {
      courses: courses
        .filter((c) => c.listed)
        .map(({ id, title, enrolled, attempted, passed }) => ({
          id,
          title,
          enrolled,
          attempted,
          passed,
        })),
      lab: { ...(await labHours(tx, range)), ...completion(courses) },
    };
  };
  const merge = (
    a: Awaited<ReturnType<typeof people>>,
    stages: Counts,
    c: Awaited<ReturnType<typeof coursesAndLab>>,
  ): IndicatorRows => ({
    current: { ...a.current, ...stages },
    disability: a.disability,
    former: a.former,
    courses: c.courses,
    lab: c.lab,
  });
  const { db, pool } = database;
  if (database.driver !== 'postgres' || !pool) {
    return db.transaction(async (tx) => {
      await roomToCount(tx);
      return merge(await people(tx), await funnel(tx, r), await coursesAndLab(tx, r));
    }, readOnlySnapshot);
  }
  return withConnections(pool, 3, ([first, second, third]) =>
    first.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`select pg_export_snapshot() as id`);
      const snapshot = rows[0]!.id;
      if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`unexpected snapshot id ${snapshot}`);
      const inSnapshot = <T>(on: typeof second, read: (tx: Tx, r: IndicatorRange) => Promise<T>) =>
        on.transaction(async (other) => {
          // The first statement of the transaction, as PostgreSQL requires.
          await other.execute(sql.raw(`set transaction snapshot '${snapshot}'`));
          await roomToCount(other);
          return read(other, r);
        }, readOnlySnapshot);
      await roomToCount(tx);
      const [a, stages, courses] = await Promise.all([
        people(tx),
        inSnapshot(second, funnel),
        inSnapshot(third, coursesAndLab),
      ]);
      return merge(a, stages, courses);
    }, readOnlySnapshot),
  );
}

/**
 * The cohort asked for (`?cohort=`), else the open one: its name, days and target. Undefined: no such cohort, or
 * none open.
 */
export type CohortRow = {
  id: string;
  name: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  target: number;
};
async function cohortOf(db: Pick<Database, 'db'>['db'], id: string | undefined): Promise<CohortRow | undefined> {
  const { rows } = await db.execute<CohortRow>(sql`
    select id, name, name_en as "nameEn", starts_on::text as "startsOn", ends_on::text as "endsOn",
      target_participants as target
    from cohorts where ${id ? sql`id = ${id}` : sql`status = 'open'`}`);
  return rows[0];
}

/** The indicators' reads, handed to the service (service.ts `indicatorsDeps`). */
export const indicatorsRepository = { indicatorRows, cohortOf };
export type IndicatorsRepository = typeof indicatorsRepository;
