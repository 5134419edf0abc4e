CREATE TABLE "activity_log_counts" (
	"type" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "activity_log_counts" ("type", "n") SELECT "type", count(*) FROM "activity_logs" GROUP BY "type";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_counts (type, n) SELECT type, count(*) FROM new_rows GROUP BY type;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_counts (type, n) SELECT type, -count(*) FROM old_rows GROUP BY type;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_counts (type, n)
    SELECT type, -count(*) FROM old_rows GROUP BY type
    UNION ALL SELECT type, count(*) FROM new_rows GROUP BY type;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_log_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_insert AFTER INSERT ON activity_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_count_insert();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_delete AFTER DELETE ON activity_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_count_delete();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_update AFTER UPDATE ON activity_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_count_update();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_truncate AFTER TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_count_truncate();
