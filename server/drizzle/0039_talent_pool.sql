CREATE TABLE "talent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"application_id" uuid,
	CONSTRAINT "talent_invitations_status_check" CHECK ("talent_invitations"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "open_to_work_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_pending_unique" ON "talent_invitations" USING btree ("student_id","job_id") WHERE "talent_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "talent_invitations_company_idx" ON "talent_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_invitations_student_idx" ON "talent_invitations" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_invitations_job_idx" ON "talent_invitations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "talent_invitations_application_idx" ON "talent_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "student_profiles_open_to_work_idx" ON "student_profiles" USING btree ("open_to_work_since","user_id") WHERE "student_profiles"."open_to_work_since" is not null;--> statement-breakpoint
CREATE INDEX "student_profiles_open_to_work_city_idx" ON "student_profiles" USING btree ("city","open_to_work_since","user_id") WHERE "student_profiles"."open_to_work_since" is not null;