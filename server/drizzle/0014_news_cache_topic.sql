-- The read cache's topic of news posts is 'news' (the feature's name), no longer the table's first name 'blogs'.
-- Rolling deploys: an instance of the previous release reads the unknown topic 'news' as "drop everything", so
-- its cache stays correct until it is replaced.
CREATE OR REPLACE TRIGGER blogs_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION beceri_cache_notify('news');
