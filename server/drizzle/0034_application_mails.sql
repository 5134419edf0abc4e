ALTER TABLE "company_profiles" ADD COLUMN "applications_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "company_mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "job_applications_company_mail_pending_idx" ON "job_applications" USING btree ("job_id") WHERE "job_applications"."company_mail_pending";