CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"day" date NOT NULL,
	"ends_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"total" integer NOT NULL,
	"pass_percent" integer DEFAULT 50 NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_status_check" CHECK ("exam_attempts"."status" in ('passed', 'failed')),
	CONSTRAINT "exam_attempts_graded_check" CHECK (("exam_attempts"."submitted_at" is null and "exam_attempts"."status" is null and "exam_attempts"."score" is null) or ("exam_attempts"."submitted_at" is not null and "exam_attempts"."status" is not null and "exam_attempts"."score" between 0 and "exam_attempts"."total"))
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_draw_count" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_shuffle" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_pass_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_student_course_idx" ON "exam_attempts" USING btree ("student_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_course_idx" ON "exam_attempts" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_open_unique" ON "exam_attempts" USING btree ("student_id","course_id") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_exam_pass_percent_check" CHECK ("courses"."exam_pass_percent" between 1 and 100);