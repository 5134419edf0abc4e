import { sql, type SQL } from 'drizzle-orm';
import {
  istanbulDay,
  PLACEMENT_EVALUATION_REMINDER_DAYS,
  placementState,
  type Lang,
  type Placement,
  type PlacementState,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { declareWrites } from '../../db/writes.ts';
import { offsetOf, type Page, type PageQuery } from '../../lib/paging.ts';
import { iso } from '../../lib/dates.ts';

/** The placements' reads and writes (decision 065); rows are mapped to the API's shape in one place (`view`). */

type Row = Pick<
  Placement,
  | 'id'
  | 'jobId'
  | 'jobTitle'
  | 'companyId'
  | 'companyName'
  | 'studentId'
  | 'studentName'
  | 'startsOn'
  | 'endsOn'
  | 'mentorName'
> & {
  evalAttendance: number | null;
  evalTechnical: number | null;
  evalTeamwork: number | null;
  evalComment: string | null;
  evaluatedAt: Date | string | null;
  feedbackRating: number | null;
  feedbackComment: string | null;
  feedbackAt: Date | string | null;
  createdAt: Date | string;
};

/** The row as the API answers it; `withFeedback` false for the company (the student's feedback is not theirs). */
function view(r: Row, withFeedback: boolean, now = new Date()): Placement {
  const evaluatedAt = r.evaluatedAt ? iso(r.evaluatedAt) : null;
  return {
    id: r.id,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    companyId: r.companyId,
    companyName: r.companyName,
    studentId: r.studentId,
    studentName: r.studentName,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    mentorName: r.mentorName,
    state: placementState({ startsOn: r.startsOn, endsOn: r.endsOn, evaluatedAt }, now),
    evaluation: evaluatedAt
      ? {
          attendance: r.evalAttendance!,
          technical: r.evalTechnical!,
          teamwork: r.evalTeamwork!,
          comment: r.evalComment ?? '',
          evaluatedAt,
        }
      : null,
    feedback:
      withFeedback && r.feedbackAt
        ? { rating: r.feedbackRating!, comment: r.feedbackComment ?? '', givenAt: iso(r.feedbackAt) }
        : null,
    createdAt: iso(r.createdAt),
  };
}

const columns = sql`p.id, p.job_id as "jobId", p.job_title as "jobTitle", p.company_id as "companyId",
  coalesce(cp.company_name, p.company_name) as "companyName", p.student_id as "studentId",
  case when u.id is null then null else trim(u.name || ' ' || u.surname) end as "studentName",
  p.starts_on::text as "startsOn", p.ends_on::text as "endsOn", p.mentor_name as "mentorName",
  p.eval_attendance as "evalAttendance", p.eval_technical as "evalTechnical", p.eval_teamwork as "evalTeamwork",
  p.eval_comment as "evalComment", p.evaluated_at as "evaluatedAt", p.feedback_rating as "feedbackRating",
  p.feedback_comment as "feedbackComment", p.feedback_at as "feedbackAt", p.created_at as "createdAt"`;

const joins = sql`from placements p
  left join users u on u.id = p.student_id
  left join company_profiles cp on cp.user_id = p.company_id`;

/** Made by a hire on an internship job, in the hire's transaction; a second hire of the same application adds none. */
async function createForHire(
  tx: Tx,
  p: {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    companyId: string;
    companyName: string;
    studentId: string;
  },
): Promise<boolean> {
  declareWrites('insert placements');
  const { rows } = await tx.execute(sql`
    insert into placements (application_id, job_id, job_title, company_id, company_name, student_id)
    values (${p.applicationId}, ${p.jobId}, ${p.jobTitle}, ${p.companyId}, ${p.companyName}, ${p.studentId})
    on conflict (application_id) do nothing returning id`);
  return rows.length > 0;
}

export type Owners = {
  id: string;
  companyId: string | null;
  studentId: string | null;
  endsOn: string | null;
  evaluated: boolean;
};

async function findOwners(db: Db | Tx, id: string): Promise<Owners | undefined> {
  const { rows } = await db.execute<Owners>(sql`
    select id, company_id as "companyId", student_id as "studentId", ends_on::text as "endsOn",
      evaluated_at is not null as evaluated
    from placements where id = ${id}`);
  return rows[0];
}

async function findPlacement(db: Db | Tx, id: string, withFeedback: boolean): Promise<Placement | undefined> {
  const { rows } = await db.execute<Row>(sql`select ${columns} ${joins} where p.id = ${id}`);
  return rows[0] && view(rows[0], withFeedback);
}

/** The dates and mentor; a new last day owes both reminders again. */
async function setSchedule(db: Db, id: string, v: { startsOn: string; endsOn: string; mentorName: string }) {
  declareWrites('update placements');
  await db.execute(sql`
    update placements set starts_on = ${v.startsOn}, ends_on = ${v.endsOn}, mentor_name = ${v.mentorName},
      company_reminded_at = case when ends_on is distinct from ${v.endsOn}::date then null else company_reminded_at end,
      student_reminded_at = case when ends_on is distinct from ${v.endsOn}::date then null else student_reminded_at end,
      updated_at = now()
    where id = ${id}`);
}

async function setEvaluation(
  db: Db,
  id: string,
  v: { attendance: number; technical: number; teamwork: number; comment: string },
) {
  declareWrites('update placements');
  await db.execute(sql`
    update placements set eval_attendance = ${v.attendance}, eval_technical = ${v.technical},
      eval_teamwork = ${v.teamwork}, eval_comment = ${v.comment},
      evaluated_at = coalesce(evaluated_at, now()), updated_at = now()
    where id = ${id}`);
}

async function setFeedback(db: Db, id: string, v: { rating: number; comment: string }) {
  declareWrites('update placements');
  await db.execute(sql`
    update placements set feedback_rating = ${v.rating}, feedback_comment = ${v.comment},
      feedback_at = coalesce(feedback_at, now()), updated_at = now()
    where id = ${id}`);
}

async function page(db: Db, where: SQL, q: PageQuery, withFeedback: boolean): Promise<Page<Placement>> {
  const [list, count] = await Promise.all([
    db.execute<Row>(sql`select ${columns} ${joins} where ${where}
      order by p.created_at desc, p.id limit ${q.limit} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from placements p where ${where}`),
  ]);
  const now = new Date();
  return { items: list.rows.map((r) => view(r, withFeedback, now)), total: Number(count.rows[0]!.n) };
}

/** A company's placements (newest first), or a student's. */
const listOwn = (db: Db, who: { companyId: string } | { studentId: string }, q: PageQuery) =>
  'companyId' in who
    ? page(db, sql`p.company_id = ${who.companyId}`, q, false)
    : page(db, sql`p.student_id = ${who.studentId}`, q, true);

/** A state as SQL, on Istanbul's day `today` (the same rule as the domain's `placementState`). */
function stateIs(state: PlacementState, today: string): SQL {
  switch (state) {
    case 'completed':
      return sql`p.evaluated_at is not null`;
    case 'planning':
      return sql`p.evaluated_at is null and p.ends_on is null`;
    case 'ended':
      return sql`p.evaluated_at is null and p.ends_on <= ${today}::date`;
    case 'ongoing':
      return sql`p.evaluated_at is null and p.starts_on <= ${today}::date and p.ends_on > ${today}::date`;
    case 'upcoming':
      return sql`p.evaluated_at is null and p.starts_on > ${today}::date`;
  }
}

/**
 * Every placement for admins, of one cohort (the student's, or their anonymous record's once deleted) and one state;
 * filtered and paged in SQL.
 */
function listAll(db: Db, f: { cohort?: string; state?: PlacementState }, q: PageQuery) {
  const parts: SQL[] = [sql`true`];
  if (f.cohort)
    parts.push(sql`(p.student_id in (select user_id from student_profiles where cohort_id = ${f.cohort})
      or p.former_participant_id in (select id from former_participants where cohort_id = ${f.cohort}))`);
  if (f.state) parts.push(stateIs(f.state, istanbulDay()));
  return page(db, sql.join(parts, sql` and `), q, true);
}

export type Reminder = {
  id: string;
  jobTitle: string;
  companyName: string;
  endsOn: string;
  to: { email: string; name: string; locale: Lang };
};

/**
 * Claims the reminders owed on `today` and marks them sent, in the caller's transaction (with the mails): the
 * company's from `PLACEMENT_EVALUATION_REMINDER_DAYS` before the last day until it evaluates, the student's from the
 * last day until they give feedback. Each once: a claimed row is never claimed again (another instance's sweep
 * waits on the row lock, then finds it marked).
 */
async function claimReminders(tx: Tx, today: string): Promise<{ company: Reminder[]; student: Reminder[] }> {
  declareWrites('update placements');
  const company = await tx.execute<Reminder & { email: string; name: string; locale: Lang }>(sql`
    update placements p set company_reminded_at = now()
    from users u
    where u.id = p.company_id and p.company_reminded_at is null and p.evaluated_at is null
      and p.ends_on - ${PLACEMENT_EVALUATION_REMINDER_DAYS}::int <= ${today}::date
    returning p.id, p.job_title as "jobTitle", p.company_name as "companyName", p.ends_on::text as "endsOn",
      u.email, u.name, u.locale`);
  const student = await tx.execute<Reminder & { email: string; name: string; locale: Lang }>(sql`
    update placements p set student_reminded_at = now()
    from users u
    where u.id = p.student_id and p.student_reminded_at is null and p.feedback_at is null
      and p.ends_on <= ${today}::date
    returning p.id, p.job_title as "jobTitle", p.company_name as "companyName", p.ends_on::text as "endsOn",
      u.email, u.name, u.locale`);
  const shape = (r: Reminder & { email: string; name: string; locale: Lang }): Reminder => ({
    id: r.id,
    jobTitle: r.jobTitle,
    companyName: r.companyName,
    endsOn: r.endsOn,
    to: { email: r.email, name: r.name, locale: r.locale },
  });
  return { company: company.rows.map(shape), student: student.rows.map(shape) };
}

export const placementsRepository = {
  createForHire,
  findOwners,
  findPlacement,
  setSchedule,
  setEvaluation,
  setFeedback,
  listOwn,
  listAll,
  claimReminders,
};
export type PlacementsRepository = typeof placementsRepository;
