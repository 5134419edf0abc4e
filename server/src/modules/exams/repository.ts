import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLogs, certificates, courseEnrollments, courses, testResults, users } from '../../db/schema/index.ts';

export interface Attempt {
  courseId: string;
  studentId: string;
  answers: (number | null)[];
  score: number;
  total: number;
  status: 'passed' | 'failed';
  /** Calendar day of the attempt (YYYY-MM-DD) and how many a course may have that day. */
  day: string;
  maxPerDay: number;
  /** The log line after the student's name (DESIGN.md §6). */
  logText: string;
  /** A passing attempt's certificate code, used if the student holds none for the course yet; null for a fail. */
  certificateCode: string | null;
}

/**
 * Stores one exam attempt in one statement: counts it on the enrolment unless `maxPerDay` are already
 * counted that day (the row lock makes parallel attempts wait their turn), then stores the result and its
 * log line, and a passing attempt's certificate unless the student already holds one for the course. A single
 * statement is its own transaction and costs one round trip: exam time is when the platform is busiest. Answers whether the student is enrolled and whether the attempt was stored.
 */
export async function recordAttempt(db: Db, a: Attempt): Promise<{ enrolled: boolean; stored: boolean }> {
  const day = sql`${a.day}::date`;
  const { rows } = await db.execute<{ enrolled: boolean; stored: boolean }>(sql`
    with counted as (
      update ${courseEnrollments}
      set attempt_day = ${day}, attempts_that_day = case when attempt_day = ${day} then attempts_that_day + 1 else 1 end
      where course_id = ${a.courseId} and student_id = ${a.studentId}
        and (attempt_day is distinct from ${day} or attempts_that_day < ${a.maxPerDay})
      returning student_id
    ), stored as (
      insert into ${testResults} (course_id, student_id, answers, score, total, status)
      select ${a.courseId}, student_id, ${JSON.stringify(a.answers)}::jsonb, ${a.score}, ${a.total}, ${a.status} from counted
      returning student_id
    ), certified as (
      insert into ${certificates} (code, student_id, course_id, course_title, score, total)
      select ${a.certificateCode}::text, stored.student_id, c.id, c.title, ${a.score}, ${a.total}
      from stored join ${courses} c on c.id = ${a.courseId}
      where ${a.certificateCode}::text is not null
      on conflict (student_id, course_id) do nothing
    ), logged as (
      insert into ${activityLogs} (type, text, actor_id)
      select 'student', trim(u.name || ' ' || u.surname) || ${a.logText}, u.id from stored join ${users} u on u.id = stored.student_id
    )
    select exists (select 1 from ${courseEnrollments} where course_id = ${a.courseId} and student_id = ${a.studentId}) as enrolled,
           exists (select 1 from stored) as stored`);
  return rows[0];
}
