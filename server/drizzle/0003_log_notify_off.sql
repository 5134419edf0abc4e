-- Every write request also writes the activity log, so a NOTIFY from activity_logs made every writing
-- transaction take PostgreSQL's global notify lock at commit (commits serialised: -35 % on POST /test/add).
-- The admin log's cached pages expire after 2 s instead (docs/decisions/006); the instance that wrote
-- drops them at once.
DROP TRIGGER IF EXISTS activity_logs_cache_notify ON activity_logs;
