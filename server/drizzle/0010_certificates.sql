CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"student_id" uuid,
	"course_id" uuid,
	"course_title" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_check" CHECK ("certificates"."code" ~ '^[A-Z2-7]{10,}$')
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_student_course_unique" ON "certificates" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
-- Passes stored before certificates existed receive theirs: the first passing attempt of each student and course,
-- with a code of 16 characters from A–Z2–7 drawn from two random UUIDs (80 random bits; the outer reference makes
-- the draw run once per row).
INSERT INTO "certificates" ("code", "student_id", "course_id", "course_title", "score", "total", "issued_at")
SELECT code.value, first.student_id, first.course_id, c.title, first.score, first.total, first.created_at
FROM (
  SELECT DISTINCT ON (student_id, course_id) student_id, course_id, score, total, created_at
  FROM "test_results" WHERE status = 'passed'
  ORDER BY student_id, course_id, created_at
) first
JOIN "courses" c ON c.id = first.course_id
CROSS JOIN LATERAL (
  SELECT string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', get_byte(bytes.b, i) % 32 + 1, 1), '' ORDER BY i) AS value
  FROM (SELECT decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex') AS b
        WHERE first.student_id IS NOT NULL) bytes,
       generate_series(0, 31, 2) i
) code;
