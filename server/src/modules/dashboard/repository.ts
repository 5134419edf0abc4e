import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type DashboardCounts = {
  week_start: Date | string;
  week_end: Date | string;
  sessions_week: number;
  sessions_ended: number;
  sessions_marked: number;
  companies_pending: number;
  companies_verified: number;
  unread_messages: number;
  applications_week: number;
  certificates_week: number;
  cohort_id: string | null;
  cohort_name: string | null;
  cohort_name_en: string | null;
  cohort_target: number | null;
  cohort_participants: number | null;
};

/**
 * Every figure of the admin's dashboard but the failed mails, in one statement of index reads (decision 057): the
 * week's sessions by `lab_sessions_starts_idx` and their marks by the attendance's (session, student) index; pending
 * companies by `company_profiles_approval_idx`; unread messages by `contact_messages_unread_idx`; the week's
 * applications and certificates by `job_applications_created_idx` and `certificates_issued_idx`; the open cohort by
 * `cohorts_one_open` and its participants by the two cohort indexes. The week is Europe/Istanbul's, Monday to Monday.
 */
async function counts(db: Db, now: Date): Promise<DashboardCounts> {
  const { rows } = await db.execute<DashboardCounts>(sql`
    with wk as (
      select (date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul')
          at time zone 'Europe/Istanbul') as s,
        ((date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul') + interval '7 days')
          at time zone 'Europe/Istanbul') as e
    ),
    week_sessions as (
      select ls.id, ls.ends_at <= ${now.toISOString()}::timestamptz as ended
      from lab_sessions ls, wk where ls.starts_at >= wk.s and ls.starts_at < wk.e
    ),
    open_cohort as (
      select c.id, c.name, c.name_en, c.target_participants,
        (select count(*) from student_profiles sp where sp.cohort_id = c.id)
          + (select count(*) from former_participants fp where fp.cohort_id = c.id) as participants
      from cohorts c where c.status = 'open'
    )
    select wk.s as week_start, wk.e as week_end,
      (select count(*) from week_sessions)::int as sessions_week,
      (select count(*) from week_sessions where ended)::int as sessions_ended,
      (select count(*) from week_sessions w
        where w.ended and exists (select 1 from attendance a where a.session_id = w.id))::int as sessions_marked,
      (select count(*) from company_profiles cp where cp.approval = 'pending')::int as companies_pending,
      (select count(*) from company_profiles cp join users u on u.id = cp.user_id
        where cp.approval = 'pending' and u.email_verified_at is not null)::int as companies_verified,
      (select count(*) from contact_messages m where m.read_at is null)::int as unread_messages,
      (select count(*) from job_applications ja where ja.created_at >= wk.s and ja.created_at < wk.e)::int
        as applications_week,
      (select count(*) from certificates ce where ce.issued_at >= wk.s and ce.issued_at < wk.e)::int
        as certificates_week,
      oc.id as cohort_id, oc.name as cohort_name, oc.name_en as cohort_name_en,
      oc.target_participants as cohort_target, oc.participants::int as cohort_participants
    from wk left join open_cohort oc on true`);
  return rows[0];
}

/** The dashboard's reads, handed to the service (`dashboardDeps`). */
export const dashboardRepository = { counts };
export type DashboardRepository = typeof dashboardRepository;
