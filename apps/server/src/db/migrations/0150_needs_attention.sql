-- Staff see what needs doing (issue 27): each "Needs attention" count is served by a partial index
-- holding only the rows waiting in that state, oldest first, so the dashboard stays fast at 100,000 investors.

-- When an investment last changed status: "awaiting payment for over 7 days" counts from it (notes do not reset it).
ALTER TABLE investments ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();
UPDATE investments i SET status_changed_at = coalesce(
  (SELECT max(e.created_at) FROM investment_events e WHERE e.investment_id = i.id AND e.kind = 'status'),
  i.updated_at
);

CREATE INDEX investor_profiles_pending_idx ON investor_profiles (submitted_at, user_id) WHERE status = 'pending';
CREATE INDEX investments_requested_waiting_idx ON investments (requested_at, id) WHERE status = 'requested';
CREATE INDEX investments_awaiting_payment_idx ON investments (status_changed_at, id) WHERE status = 'awaiting_payment';
CREATE INDEX investments_matured_unpaid_idx ON investments (matured_at, id) WHERE status = 'matured';
CREATE INDEX cycles_running_end_idx ON cycles (expected_end_date, id) WHERE status = 'running';

-- Why staff matured an investment outside its cycle or before its maturity date (staff only).
ALTER TABLE investment_events ADD COLUMN reason text;

-- Investor verification keeps a history and may be suspended.
ALTER TABLE investor_profiles ADD COLUMN suspension_reason text;
ALTER TABLE investor_profiles ADD COLUMN suspended_at timestamptz;
-- Set when identity fields on the ID document change after verification: a new document must come first.
ALTER TABLE investor_profiles ADD COLUMN new_document_required boolean NOT NULL DEFAULT false;

CREATE TABLE investor_profile_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('submitted', 'verified', 'rejected', 'suspended', 'reinstated')),
  -- The profile's fields as they were at this step, to show what changed by the next one.
  snapshot jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Field name -> { before, after } since the previous review.
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  reason text,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investor_profile_events_user_idx ON investor_profile_events (user_id, created_at DESC);
