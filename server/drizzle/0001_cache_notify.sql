-- Read caches (server/src/plugins/read-cache.ts) on every instance drop what depends on a table
-- when it changes. NOTIFY is delivered at commit, once per topic and transaction. Session touches
-- (UPDATE) and new accounts (INSERT) change nothing that is cached.
CREATE OR REPLACE FUNCTION beceri_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('beceri_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('courses');
--> statement-breakpoint
CREATE TRIGGER course_classes_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_classes FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('courses');
--> statement-breakpoint
CREATE TRIGGER course_enrollments_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_enrollments FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('courses');
--> statement-breakpoint
CREATE TRIGGER jobs_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('jobs');
--> statement-breakpoint
CREATE TRIGGER blogs_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('blogs');
--> statement-breakpoint
CREATE TRIGGER activity_logs_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_logs FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('logs');
--> statement-breakpoint
CREATE TRIGGER sessions_cache_notify AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('sessions');
--> statement-breakpoint
CREATE TRIGGER users_cache_notify AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('people');
--> statement-breakpoint
CREATE TRIGGER company_profiles_cache_notify AFTER UPDATE OR DELETE OR TRUNCATE ON company_profiles FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('people');
--> statement-breakpoint
CREATE TRIGGER teacher_profiles_cache_notify AFTER UPDATE OR DELETE OR TRUNCATE ON teacher_profiles FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('people');
