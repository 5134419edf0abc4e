ALTER TABLE "company_profiles" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
CREATE INDEX "company_profiles_approval_idx" ON "company_profiles" USING btree ("approval");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_hash_unique" ON "users" USING btree ("email_verification_hash");--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_approval_check" CHECK ("company_profiles"."approval" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Hand-written (decision 031): every account that exists before e-mail verification counts as verified.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
