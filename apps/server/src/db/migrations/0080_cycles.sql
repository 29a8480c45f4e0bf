-- Farm cycles (a plan runs in cycles), their field updates and closing results, and the
-- staff-editable trust pages (/shariah, /risk). Money in integer pence.

CREATE TABLE trust_pages (
  slug text PRIMARY KEY CHECK (slug IN ('shariah', 'risk')),
  title text NOT NULL,
  intro text NOT NULL,
  sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  adviser_name text,
  adviser_details text,
  certificate_reference text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cycles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid REFERENCES investment_plans(id) ON DELETE SET NULL,
  -- The plan as it was when the cycle started, so the track record survives plan edits.
  plan_title text NOT NULL,
  currency text NOT NULL DEFAULT 'GBP',
  amount_per_unit_pence bigint NOT NULL CHECK (amount_per_unit_pence > 0),
  projected_profit_per_unit_pence bigint NOT NULL,
  name text NOT NULL,
  location text NOT NULL,
  start_date date NOT NULL,
  expected_end_date date NOT NULL,
  units integer NOT NULL CHECK (units >= 1),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'closed')),
  closed_on date,
  sale_revenue_pence bigint,
  costs_pence bigint,
  animals_sold integer,
  animals_lost integer,
  profit_per_unit_pence bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expected_end_date >= start_date),
  CHECK (status = 'running' OR (closed_on IS NOT NULL AND sale_revenue_pence IS NOT NULL AND costs_pence IS NOT NULL AND profit_per_unit_pence IS NOT NULL))
);
CREATE INDEX cycles_status_idx ON cycles (status, closed_on DESC);
CREATE INDEX cycles_plan_idx ON cycles (plan_id);

CREATE TABLE cycle_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  body text NOT NULL,
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  average_weight_kg numeric(10, 2),
  mortality_count integer CHECK (mortality_count IS NULL OR mortality_count >= 0),
  feed_cost_pence bigint CHECK (feed_cost_pence IS NULL OR feed_cost_pence >= 0),
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cycle_updates_cycle_idx ON cycle_updates (cycle_id, published_at DESC);

-- An active investment runs in one cycle; closing the cycle matures it.
ALTER TABLE investments ADD COLUMN cycle_id uuid REFERENCES cycles(id) ON DELETE SET NULL;
CREATE INDEX investments_cycle_idx ON investments (cycle_id) WHERE cycle_id IS NOT NULL;
