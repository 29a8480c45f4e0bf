-- Count and money of investments per status, kept by the same statement that writes an investment
-- (statement triggers over the transition tables), so the staff list's per-status totals read eight
-- rows instead of summing every investment on each page (issue 29). Updates that change neither the
-- status nor the amount write nothing here, so notes and touches never wait on these rows; deltas
-- are applied in status order, so two writers lock these rows in the same order.
CREATE TABLE investment_status_totals (
  status text PRIMARY KEY,
  count bigint NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0
);

INSERT INTO investment_status_totals (status, count, amount)
SELECT status, count(*), coalesce(sum(units::bigint * amount_per_unit), 0) FROM investments GROUP BY status;

-- One function for the three triggers: each names its transition tables before_rows/after_rows.
CREATE FUNCTION investment_status_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := '{}';
  removed jsonb := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    added := (SELECT coalesce(jsonb_object_agg(status, jsonb_build_array(n, a)), '{}')
              FROM (SELECT status, count(*) AS n, sum(units::bigint * amount_per_unit) AS a FROM after_rows GROUP BY status) AS per_status);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    removed := (SELECT coalesce(jsonb_object_agg(status, jsonb_build_array(n, a)), '{}')
                FROM (SELECT status, count(*) AS n, sum(units::bigint * amount_per_unit) AS a FROM before_rows GROUP BY status) AS per_status);
  END IF;
  INSERT INTO investment_status_totals AS totals (status, count, amount)
  SELECT key, sum(n), sum(a) FROM (
    SELECT key, (value ->> 0)::bigint AS n, (value ->> 1)::bigint AS a FROM jsonb_each(added)
    UNION ALL
    SELECT key, -(value ->> 0)::bigint, -(value ->> 1)::bigint FROM jsonb_each(removed)
  ) AS changes
  GROUP BY key HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY key
  ON CONFLICT (status) DO UPDATE SET count = totals.count + EXCLUDED.count, amount = totals.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;

CREATE TRIGGER investment_status_totals_insert AFTER INSERT ON investments
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_keep();
CREATE TRIGGER investment_status_totals_update AFTER UPDATE ON investments
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_keep();
CREATE TRIGGER investment_status_totals_delete AFTER DELETE ON investments
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_keep();
