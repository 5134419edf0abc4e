CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"q" text,
	"city" text,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"covered_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_type_check" CHECK ("job_alerts"."type" in ('fullTime', 'partTime', 'internship'))
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_student_idx" ON "job_alerts" USING btree ("student_id","created_at");