CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"job_id" uuid,
	"job_title" text NOT NULL,
	"company_id" uuid,
	"company_name" text DEFAULT '' NOT NULL,
	"student_id" uuid,
	"former_participant_id" uuid,
	"starts_on" date,
	"ends_on" date,
	"mentor_name" text,
	"eval_attendance" integer,
	"eval_technical" integer,
	"eval_teamwork" integer,
	"eval_comment" text,
	"evaluated_at" timestamp with time zone,
	"feedback_rating" integer,
	"feedback_comment" text,
	"feedback_at" timestamp with time zone,
	"company_reminded_at" timestamp with time zone,
	"student_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_dates_check" CHECK ("placements"."ends_on" > "placements"."starts_on"),
	CONSTRAINT "placements_scores_check" CHECK ("placements"."eval_attendance" between 1 and 5 and "placements"."eval_technical" between 1 and 5 and "placements"."eval_teamwork" between 1 and 5),
	CONSTRAINT "placements_rating_check" CHECK ("placements"."feedback_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "former_participants" ADD COLUMN "internship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_former_participant_id_former_participants_id_fk" FOREIGN KEY ("former_participant_id") REFERENCES "public"."former_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_application_unique" ON "placements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "placements_company_idx" ON "placements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "placements_student_idx" ON "placements" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "placements_former_idx" ON "placements" USING btree ("former_participant_id");--> statement-breakpoint
CREATE INDEX "placements_job_idx" ON "placements" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "placements_ends_idx" ON "placements" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "placements_created_idx" ON "placements" USING btree ("created_at","id");