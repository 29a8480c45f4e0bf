-- Funding rounds (issue 48): the waiting list of a round that is fully reserved, and the plan alerts
-- ("tell me when a round opens").

-- One place per investor and round: joining again changes the units. `notified_at` is set (by a
-- conditional update) when units became free and the investor was told, so each place is mailed once.
CREATE TABLE round_waitlist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  units integer NOT NULL CHECK (units >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  UNIQUE (cycle_id, user_id)
);
-- Waiting investors of a round in join order.
CREATE INDEX round_waitlist_cycle_created_idx ON round_waitlist (cycle_id, created_at, id);
CREATE INDEX round_waitlist_user_idx ON round_waitlist (user_id);

-- A subscription to a plan's next rounds by email (lower case); the one-click stop link carries a
-- token whose SHA-256 is kept here. Stopped alerts keep their row (stopped_at) so stopping twice is harmless.
CREATE TABLE round_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES investment_plans(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz
);
-- One active alert per plan and address: subscribing again answers the same and changes nothing.
CREATE UNIQUE INDEX round_alerts_plan_email_active_key ON round_alerts (plan_id, email) WHERE stopped_at IS NULL;

-- Which rounds an alert was mailed about: the primary key makes "once per round" the database's rule.
CREATE TABLE round_alert_mails (
  alert_id uuid NOT NULL REFERENCES round_alerts(id) ON DELETE CASCADE,
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, cycle_id)
);
