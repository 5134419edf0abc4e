ALTER TABLE "activity_logs" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "event" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_actor_idx" ON "activity_logs" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "activity_logs_subject_idx" ON "activity_logs" USING btree ("subject_id") WHERE "activity_logs"."subject_id" is not null;
-- activity_logs_legacy_idx is built by 0016, after the conversion has emptied most of it.
