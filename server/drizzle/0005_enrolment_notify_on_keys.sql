-- Exam attempts are counted on the enrolment (migration 0004): those updates change no cached answer
-- (course lists show enrolled counts, not attempts), so they must not notify 'courses' — a cohort taking
-- an exam would empty every instance's course lists 400 times a second. Enrolling and leaving still do.
DROP TRIGGER course_enrollments_cache_notify ON course_enrollments;
--> statement-breakpoint
CREATE TRIGGER course_enrollments_cache_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF course_id, student_id ON course_enrollments FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('courses');
