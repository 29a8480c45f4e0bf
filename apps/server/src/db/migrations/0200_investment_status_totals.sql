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

CREATE FUNCTION investment_status_totals_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO investment_status_totals AS totals (status, count, amount)
  SELECT key, (value ->> 'count')::bigint, (value ->> 'amount')::bigint FROM jsonb_each(deltas) ORDER BY key
  ON CONFLICT (status) DO UPDATE SET count = totals.count + EXCLUDED.count, amount = totals.amount + EXCLUDED.amount;
$$;

CREATE FUNCTION investment_status_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM investment_status_totals_apply(coalesce((
    SELECT jsonb_object_agg(status, jsonb_build_object('count', n, 'amount', a))
    FROM (SELECT status, count(*) AS n, sum(units::bigint * amount_per_unit) AS a FROM inserted GROUP BY status) AS per_status), '{}'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION investment_status_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM investment_status_totals_apply(coalesce((
    SELECT jsonb_object_agg(status, jsonb_build_object('count', -n, 'amount', -a))
    FROM (SELECT status, count(*) AS n, sum(units::bigint * amount_per_unit) AS a FROM deleted GROUP BY status) AS per_status), '{}'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION investment_status_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM investment_status_totals_apply(coalesce((
    SELECT jsonb_object_agg(status, jsonb_build_object('count', n, 'amount', a))
    FROM (
      SELECT status, sum(n) AS n, sum(a) AS a FROM (
        SELECT status, 1 AS n, units::bigint * amount_per_unit AS a FROM after_update
        UNION ALL
        SELECT status, -1, -(units::bigint * amount_per_unit) FROM before_update
      ) AS changes GROUP BY status HAVING sum(n) <> 0 OR sum(a) <> 0
    ) AS per_status), '{}'));
  RETURN NULL;
END;
$$;

CREATE TRIGGER investment_status_totals_insert AFTER INSERT ON investments
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_inserted();
CREATE TRIGGER investment_status_totals_delete AFTER DELETE ON investments
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_deleted();
CREATE TRIGGER investment_status_totals_update AFTER UPDATE ON investments
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update FOR EACH STATEMENT EXECUTE FUNCTION investment_status_totals_updated();
