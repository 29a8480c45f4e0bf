-- A round's waiting list (issue 48), as the staff screens read it. Another change (the investors'
-- waiting list) creates the same table: IF NOT EXISTS keeps whichever comes first, with these columns.
CREATE TABLE IF NOT EXISTS round_waitlist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  units integer NOT NULL CHECK (units >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  CONSTRAINT round_waitlist_cycle_id_user_id_key UNIQUE (cycle_id, user_id)
);
-- The round page lists a round's waiting list in join order.
CREATE INDEX IF NOT EXISTS round_waitlist_cycle_created_idx ON round_waitlist (cycle_id, created_at, id);
-- The staff's rounds screen (GET /rounds/admin) lists rounds by closing day, latest first: every
-- plan's, one status's, or one plan's (a plan in one status reads cycles_plan_status_idx).
CREATE INDEX IF NOT EXISTS cycles_closes_idx ON cycles (funding_closes_on DESC, id DESC);
CREATE INDEX IF NOT EXISTS cycles_status_closes_idx ON cycles (status, funding_closes_on DESC, id DESC);
CREATE INDEX IF NOT EXISTS cycles_plan_closes_idx ON cycles (plan_id, funding_closes_on DESC, id DESC);
