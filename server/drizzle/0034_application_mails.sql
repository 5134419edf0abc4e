CREATE TABLE "job_application_mail_windows" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "company_mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_application_mail_windows" ADD CONSTRAINT "job_application_mail_windows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_company_mail_pending_idx" ON "job_applications" USING btree ("job_id") WHERE "job_applications"."company_mail_pending";