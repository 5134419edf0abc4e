CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD COLUMN "attempt_day" date;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD COLUMN "attempts_that_day" integer DEFAULT 0 NOT NULL;