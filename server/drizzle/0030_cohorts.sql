CREATE INDEX "former_participants_cohort_idx" ON "former_participants" USING btree ("cohort_id");--> statement-breakpoint
-- The open cohort's facts and birth window are cached (topic 'programme', decision 053): other instances hear of a change.
CREATE TRIGGER cohorts_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cohorts FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('programme');
