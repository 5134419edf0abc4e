ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_status_check";--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('In Review', 'Shortlisted', 'Rejected', 'Hired'));