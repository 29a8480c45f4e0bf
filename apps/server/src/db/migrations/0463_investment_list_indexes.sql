-- migrate: no-transaction
-- The investments and investors searches read the investor's name and email from the list's own
-- table (0460); trigram indexes serve a search that matches few rows, written straight into the
-- index as 0240 explains. The investments list filtered by a plan or a status reads its page in the
-- list's whole order, tie-breaker included, so no page is sorted (0070's indexes stopped at
-- requested_at). Built concurrently: the site keeps writing investments meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS investments_investor_name_trgm_idx ON investments USING gin (investor_name gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX CONCURRENTLY IF NOT EXISTS investments_investor_email_trgm_idx ON investments USING gin (investor_email gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX CONCURRENTLY IF NOT EXISTS investor_profiles_investor_name_trgm_idx ON investor_profiles USING gin (investor_name gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX CONCURRENTLY IF NOT EXISTS investor_profiles_investor_email_trgm_idx ON investor_profiles USING gin (investor_email gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX CONCURRENTLY IF NOT EXISTS investments_plan_requested_idx ON investments (plan_id, requested_at DESC, id DESC);
CREATE INDEX CONCURRENTLY IF NOT EXISTS investments_status_requested_idx ON investments (status, requested_at DESC, id DESC);
DROP INDEX CONCURRENTLY IF EXISTS investments_plan_idx;
DROP INDEX CONCURRENTLY IF EXISTS investments_status_idx;
