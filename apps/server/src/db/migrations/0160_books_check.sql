-- The books check: each run (daily or asked for by staff) and the differences it found.
-- A daily run claims its day in `daily_on`, so with several instances only one runs each day.

CREATE TABLE books_check_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trigger text NOT NULL CHECK (trigger IN ('daily', 'staff')),
  daily_on date UNIQUE,
  ran_at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_name text,
  difference_count integer NOT NULL DEFAULT 0,
  CHECK ((trigger = 'daily') = (daily_on IS NOT NULL))
);
CREATE INDEX books_check_runs_ran_idx ON books_check_runs (ran_at DESC, id DESC);

CREATE TABLE books_check_differences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_id uuid NOT NULL REFERENCES books_check_runs(id) ON DELETE CASCADE,
  position integer NOT NULL,
  rule text NOT NULL CHECK (rule IN ('status', 'cycle_profit', 'money_held')),
  subject text NOT NULL,
  investment_id uuid,
  cycle_id uuid,
  plan_id uuid,
  expected_pence bigint NOT NULL,
  actual_pence bigint NOT NULL,
  message text NOT NULL
);
CREATE INDEX books_check_differences_run_idx ON books_check_differences (run_id, position);

-- The reconciliation report and the books check read every entry by investment with the columns
-- they sum, from the index alone.
CREATE INDEX ledger_entries_report_idx ON ledger_entries (investment_id) INCLUDE (kind, amount_pence, value_date, reverses_id);
