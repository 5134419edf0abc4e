CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid,
	"former_participant_id" uuid,
	"status" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"marked_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "calendar_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"target_participants" integer DEFAULT 80 NOT NULL,
	"birth_date_from" date NOT NULL,
	"birth_date_to" date NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facts_en" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_status_check" CHECK ("cohorts"."status" in ('open', 'closed')),
	CONSTRAINT "cohorts_dates_check" CHECK ("cohorts"."ends_on" >= "cohorts"."starts_on"),
	CONSTRAINT "cohorts_birth_window_check" CHECK ("cohorts"."birth_date_to" > "cohorts"."birth_date_from"),
	CONSTRAINT "cohorts_target_check" CHECK ("cohorts"."target_participants" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "lab_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid,
	"course_title" text NOT NULL,
	"teacher_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room" text DEFAULT 'BT Laboratuvarı' NOT NULL,
	"capacity" integer DEFAULT 21 NOT NULL,
	"series_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_sessions_times_check" CHECK ("lab_sessions"."ends_at" > "lab_sessions"."starts_at"),
	CONSTRAINT "lab_sessions_capacity_check" CHECK ("lab_sessions"."capacity" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "former_participants" ADD COLUMN "cohort_id" uuid;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "cohort_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "min_attendance_percent" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "attended_minutes" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_lab_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lab_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_former_participant_id_former_participants_id_fk" FOREIGN KEY ("former_participant_id") REFERENCES "public"."former_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_sessions" ADD CONSTRAINT "lab_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_sessions" ADD CONSTRAINT "lab_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_session_student_unique" ON "attendance" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "attendance_student_idx" ON "attendance" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendance_former_idx" ON "attendance" USING btree ("former_participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_hash_unique" ON "calendar_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_one_open" ON "cohorts" USING btree ("status") WHERE "cohorts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cohorts_starts_idx" ON "cohorts" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "lab_sessions_starts_idx" ON "lab_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "lab_sessions_course_idx" ON "lab_sessions" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_sessions_teacher_idx" ON "lab_sessions" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_sessions_room_idx" ON "lab_sessions" USING btree ("room","starts_at");--> statement-breakpoint
CREATE INDEX "lab_sessions_series_idx" ON "lab_sessions" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "former_participants" ADD CONSTRAINT "former_participants_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_profiles_cohort_idx" ON "student_profiles" USING btree ("cohort_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_min_attendance_percent_check" CHECK ("courses"."min_attendance_percent" between 0 and 100);