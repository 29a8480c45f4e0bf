-- Issue 47: a closed cycle's account, penny by penny (cycleAccount in packages/contract).
-- The costs of a cycle as lines staff type at the close; `cycles.costs_pence` stays their total.
CREATE TABLE cycle_cost_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  amount_pence bigint NOT NULL CHECK (amount_pence >= 0),
  UNIQUE (cycle_id, position)
);

-- The cycle-level ledger: the pence of the investors' half that no investment is credited
-- (ROUNDING_RULE): the rounding leftover (to the farmer with their half in a profit, borne by the
-- venture in a loss) and the share of units nobody bought (the venture's). Written in the close's
-- unit of work, one row per cycle and kind (a replayed close cannot write twice), never changed.
-- Amounts are signed like the result: a profit's pence are positive, a loss's negative; 0 is kept
-- so every closed cycle shows it was accounted for.
CREATE TABLE cycle_ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id),
  kind text NOT NULL CHECK (kind IN ('rounding_leftover', 'unsold_share')),
  amount_pence bigint NOT NULL,
  currency text NOT NULL DEFAULT 'GBP',
  value_date date NOT NULL,
  actor_id uuid,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cycle_id, kind)
);

CREATE FUNCTION cycle_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cycle ledger entries are permanent';
END;
$$;
CREATE TRIGGER cycle_ledger_entries_no_update BEFORE UPDATE OR DELETE ON cycle_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION cycle_ledger_entries_append_only();

-- Cycles closed before this: one cost line "Costs" (DEFAULT_COST_LABEL) and their ledger entries,
-- from the figures they recorded (the investors' half: half a profit rounded down, a whole loss).
INSERT INTO cycle_cost_lines (cycle_id, position, label, amount_pence)
SELECT id, 0, 'Costs', coalesce(costs_pence, 0) FROM cycles WHERE status = 'closed';

WITH closed AS (
  SELECT c.id, c.currency, c.closed_on, c.units, coalesce(c.profit_per_unit_pence, 0) AS per_unit,
    CASE WHEN coalesce(c.sale_revenue_pence, 0) - coalesce(c.costs_pence, 0) >= 0
      THEN (coalesce(c.sale_revenue_pence, 0) - coalesce(c.costs_pence, 0)) / 2
      ELSE coalesce(c.sale_revenue_pence, 0) - coalesce(c.costs_pence, 0) END AS pool,
    (SELECT coalesce(sum(i.units), 0) FROM investments i WHERE i.cycle_id = c.id) AS invested
  FROM cycles c WHERE c.status = 'closed' AND c.closed_on IS NOT NULL
)
INSERT INTO cycle_ledger_entries (cycle_id, kind, amount_pence, currency, value_date, actor_name)
SELECT id, 'rounding_leftover', pool - per_unit * units, currency, closed_on, 'Migration 0390' FROM closed
UNION ALL
SELECT id, 'unsold_share', per_unit * greatest(units - invested, 0), currency, closed_on, 'Migration 0390' FROM closed;

-- The books check's fifth rule: a closed cycle's investors' half is credited, left over or the venture's, to the penny.
ALTER TABLE books_check_differences DROP CONSTRAINT books_check_differences_rule_check;
ALTER TABLE books_check_differences ADD CONSTRAINT books_check_differences_rule_check CHECK (rule IN ('status', 'cycle_profit', 'money_held', 'future_dated', 'cycle_pool'));
