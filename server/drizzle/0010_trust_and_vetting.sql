ALTER TABLE "company_profiles" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
CREATE INDEX "company_profiles_approval_idx" ON "company_profiles" USING btree ("approval");--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_approval_check" CHECK ("company_profiles"."approval" in ('pending', 'approved', 'rejected'));