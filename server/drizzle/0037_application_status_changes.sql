CREATE TABLE "application_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_changes_from_check" CHECK ("application_status_changes"."from_status" in ('In Review', 'Shortlisted', 'Rejected', 'Hired')),
	CONSTRAINT "application_status_changes_to_check" CHECK ("application_status_changes"."to_status" in ('In Review', 'Shortlisted', 'Rejected', 'Hired'))
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("application_id","id");--> statement-breakpoint
-- Applications made before the history was kept (decision 060): their application, then their latest change, whose
-- earlier steps are unknown (`from_status` null), at `updated_at` as the card showed it.
INSERT INTO "application_status_changes" ("application_id", "from_status", "to_status", "changed_at")
SELECT "id", NULL, 'In Review', "created_at" FROM "job_applications" ORDER BY "created_at", "id";--> statement-breakpoint
INSERT INTO "application_status_changes" ("application_id", "from_status", "to_status", "changed_at")
SELECT "id", NULL, "status", "updated_at" FROM "job_applications" WHERE "status" <> 'In Review' ORDER BY "updated_at", "id";
