CREATE TABLE "former_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gender" text NOT NULL,
	"age_band" text NOT NULL,
	"education_level" text NOT NULL,
	"job_seeking_status" text NOT NULL,
	"disability" boolean,
	"furthest_stage" text NOT NULL,
	"registration_month" text NOT NULL
);
--> statement-breakpoint
-- Plain answers become 'yes'/'no' here; the app encrypts every value that lacks the 'v1.' prefix at start-up
-- (server/src/modules/kvkk/legacy.ts), since SQL has no DATA_KEY.
ALTER TABLE "student_profiles" ALTER COLUMN "disability" SET DATA TYPE text USING (CASE WHEN "disability" THEN 'yes' ELSE 'no' END);--> statement-breakpoint
ALTER TABLE "student_profiles" ALTER COLUMN "disability" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "id_number_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "student_profiles_id_number_hash_unique" ON "student_profiles" USING btree ("id_number_hash");--> statement-breakpoint
-- The one blanket consent of sign-up was the consent to the privacy notice.
UPDATE "consents" SET "purpose" = 'kvkk-notice' WHERE "purpose" = 'kvkk-data-processing';
