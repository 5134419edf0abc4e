-- decision 030: an enrolment's attempt day says whether its student has tried the exam, so the programme's
-- per-course figures count attempts from one row per student and course. Attempts stored before migration 0004 added
-- the column left it empty: it takes the day (Europe/Istanbul) of the enrolment's last attempt. The daily limit is
-- unaffected: a past day with no attempts counted starts the next attempt's day at one.
UPDATE "course_enrollments" e SET "attempt_day" = last.day
FROM (
  SELECT student_id, course_id, max(created_at AT TIME ZONE 'Europe/Istanbul')::date AS day
  FROM "test_results" GROUP BY student_id, course_id
) last
WHERE e.attempt_day IS NULL AND e.student_id = last.student_id AND e.course_id = last.course_id;
