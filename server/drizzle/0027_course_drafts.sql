ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('draft', 'published'));--> statement-breakpoint
-- Every course before the studio was published when it was added (decision 051).
UPDATE "courses" SET "published_at" = "created_at";
