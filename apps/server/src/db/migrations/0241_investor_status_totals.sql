-- How many investor profiles are in each status, kept by the same statement that writes a profile
-- (statement triggers over the transition tables, as 0200 does for investments), so the staff
-- investors list reads five rows for its status counts and its unsearched total instead of counting
-- up to 10,000 profiles per status and joining them to users on every page (issue 29: the first
-- page took 5 times as long at 100,000 investors as at demo size). Deltas are applied in status
-- order, so two writers lock these rows in the same order; updates that move no profile between
-- statuses write nothing here.
CREATE TABLE investor_status_totals (
  status text PRIMARY KEY,
  count bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION investor_status_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investor_status_totals AS totals (status, count)
    SELECT status, count(*) FROM after_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET count = totals.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO investor_status_totals AS totals (status, count)
    SELECT status, -count(*) FROM before_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET count = totals.count + EXCLUDED.count;
  ELSE
    INSERT INTO investor_status_totals AS totals (status, count)
    SELECT status, sum(n) FROM (
      SELECT status, count(*) AS n FROM after_rows GROUP BY status
      UNION ALL
      SELECT status, -count(*) FROM before_rows GROUP BY status
    ) AS changes
    GROUP BY status HAVING sum(n) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET count = totals.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;

-- The triggers first: creating them locks out writes to investor_profiles until this migration
-- commits, so the count below misses no profile and counts none twice.
CREATE TRIGGER investor_status_totals_insert AFTER INSERT ON investor_profiles
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_status_totals_keep();
CREATE TRIGGER investor_status_totals_update AFTER UPDATE ON investor_profiles
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_status_totals_keep();
CREATE TRIGGER investor_status_totals_delete AFTER DELETE ON investor_profiles
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_status_totals_keep();

INSERT INTO investor_status_totals (status, count)
SELECT status, count(*) FROM investor_profiles GROUP BY status;
