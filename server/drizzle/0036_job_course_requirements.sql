CREATE TABLE "job_course_requirements" (
	"job_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "job_course_requirements_pk" PRIMARY KEY("job_id","course_id"),
	CONSTRAINT "job_course_requirements_kind_check" CHECK ("job_course_requirements"."kind" in ('required', 'preferred'))
);
--> statement-breakpoint
ALTER TABLE "job_course_requirements" ADD CONSTRAINT "job_course_requirements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_course_requirements" ADD CONSTRAINT "job_course_requirements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_course_requirements_course_idx" ON "job_course_requirements" USING btree ("course_id");--> statement-breakpoint
-- A job's page shows its required and preferred courses: a change of them drops the cached pages of jobs (decision 062).
CREATE TRIGGER job_course_requirements_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_course_requirements FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('jobs');
