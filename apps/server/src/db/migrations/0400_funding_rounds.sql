-- Funding rounds (issue 48): a round is a cycle open for money. A cycle is created "funding" with its
-- units (what the farm can take), the minimum to go ahead and the dates it takes money; it starts
-- ("running") when its round closes with the minimum reached, or is "cancelled" (payments refunded).
ALTER TABLE cycles DROP CONSTRAINT cycles_status_check;
ALTER TABLE cycles ADD CONSTRAINT cycles_status_check CHECK (status IN ('funding', 'running', 'closed', 'cancelled'));
ALTER TABLE cycles DROP CONSTRAINT cycles_check1;
ALTER TABLE cycles ADD CONSTRAINT cycles_closed_figures_check
  CHECK (status <> 'closed' OR (closed_on IS NOT NULL AND sale_revenue_pence IS NOT NULL AND costs_pence IS NOT NULL AND profit_per_unit_pence IS NOT NULL));

ALTER TABLE cycles ADD COLUMN minimum_units integer;
ALTER TABLE cycles ADD COLUMN funding_opens_on date;
-- The round's closing date; `funding_extended_from` keeps the date it had before its one extension.
ALTER TABLE cycles ADD COLUMN funding_closes_on date;
ALTER TABLE cycles ADD COLUMN funding_extended_from date;
-- The day the round closed: started or cancelled.
ALTER TABLE cycles ADD COLUMN funding_closed_on date;

-- Existing cycles are rounds that closed when they started: their units were the target and the minimum.
UPDATE cycles SET minimum_units = units, funding_opens_on = LEAST(created_at::date, start_date), funding_closes_on = start_date, funding_closed_on = start_date;

ALTER TABLE cycles ALTER COLUMN minimum_units SET NOT NULL;
ALTER TABLE cycles ALTER COLUMN funding_opens_on SET NOT NULL;
ALTER TABLE cycles ALTER COLUMN funding_closes_on SET NOT NULL;
ALTER TABLE cycles ADD CONSTRAINT cycles_minimum_units_check CHECK (minimum_units >= 1 AND minimum_units <= units);
ALTER TABLE cycles ADD CONSTRAINT cycles_funding_dates_check CHECK (funding_closes_on >= funding_opens_on AND start_date >= funding_opens_on);
ALTER TABLE cycles ADD CONSTRAINT cycles_funding_closed_check CHECK ((status = 'funding') = (funding_closed_on IS NULL));
-- The plan page and the rounds screen read a plan's rounds by status and closing date.
CREATE INDEX cycles_plan_status_idx ON cycles (plan_id, status, funding_closes_on);

-- A request is for a round: its units are held in the round from the request until the payment is
-- due (`payment_due_on`); one reminder before (`payment_reminded_at`, set once by a conditional update).
ALTER TABLE investments ADD COLUMN payment_due_on date;
ALTER TABLE investments ADD COLUMN payment_reminded_at timestamptz;
-- The units a round holds: every investment in it that is not cancelled.
CREATE INDEX investments_cycle_status_idx ON investments (cycle_id, status) WHERE cycle_id IS NOT NULL;
CREATE INDEX investments_payment_due_idx ON investments (payment_due_on, id) WHERE payment_due_on IS NOT NULL AND status IN ('requested', 'contacted', 'awaiting_payment');

-- The maturity choice (issue 47): pay out, or roll the capital (or capital and profit) into the plan's
-- next open round. Null until the investor chooses; the agreement's default (MATURITY_DEFAULT) applies.
ALTER TABLE investments ADD COLUMN maturity_choice text CHECK (maturity_choice IN ('payout', 'rollover_capital', 'rollover_all'));
ALTER TABLE investments ADD COLUMN maturity_chosen_at timestamptz;
-- The investment a rollover came from: one rollover per investment, kept by the database.
ALTER TABLE investments ADD COLUMN rolled_over_from uuid REFERENCES investments(id);
CREATE UNIQUE INDEX investments_rolled_over_from_key ON investments (rolled_over_from) WHERE rolled_over_from IS NOT NULL;
