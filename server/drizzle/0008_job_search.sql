ALTER TABLE "jobs" DROP CONSTRAINT "jobs_title_length_check";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city" text DEFAULT 'Kocaeli' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "type" text DEFAULT 'fullTime' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city","created_at");--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_type_check" CHECK ("jobs"."type" in ('fullTime', 'partTime', 'internship'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_title_length_check" CHECK (char_length("jobs"."title") between 1 and 100);
--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------
-- Hand-written (search; decision 025). Keep this block at the end when regenerating the migration:
-- the trigram indexes and the category check that drizzle-kit writes above belong here instead, after the
-- extension and the data updates.
-- 1. pg_trgm serves `search like '%…%'` (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- 2. The search columns of existing rows: domain/src/search.ts `foldTurkish` of title + ' ' + description
--    (Turkish letters folded, lower case, whitespace collapsed); the app writes them from now on.
UPDATE "jobs" SET "search" = btrim(regexp_replace(lower(translate("title" || ' ' || "description", 'ıİIşŞğĞüÜöÖçÇâÂîÎûÛ', 'iiissgguuooccaaiiuu')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "courses" SET "search" = btrim(regexp_replace(lower(translate("title" || ' ' || "description", 'ıİIşŞğĞüÜöÖçÇâÂîÎûÛ', 'iiissgguuooccaaiiuu')), '\s+', ' ', 'g'));--> statement-breakpoint
-- 3. Courses get a category of the fixed list: the demo courses their real one, anything else outside it 'Diğer'.
UPDATE "courses" SET "category" = 'IoT' WHERE "title" = 'IoT Uygulamalarına Giriş';--> statement-breakpoint
UPDATE "courses" SET "category" = 'Siber Güvenlik' WHERE "title" = 'Siber Güvenliğin Temelleri';--> statement-breakpoint
UPDATE "courses" SET "category" = 'Diğer' WHERE "category" NOT IN ('IoT', 'Siber Güvenlik', 'Python', 'Ağ Teknolojileri', 'Web Geliştirme', 'Veri Bilimi', 'Diğer');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_check" CHECK ("courses"."category" in ('IoT', 'Siber Güvenlik', 'Python', 'Ağ Teknolojileri', 'Web Geliştirme', 'Veri Bilimi', 'Diğer'));--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search" gin_trgm_ops);
