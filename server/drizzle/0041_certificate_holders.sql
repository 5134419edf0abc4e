DROP INDEX "certificates_course_idx";--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","student_id");