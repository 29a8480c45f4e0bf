-- Four eyes (issue 45): with two or more admins, closing a cycle or sending a payout batch is asked
-- for by one admin and carried out when another approves. The request keeps the exact payload the
-- action runs with; who asked and who decided are kept by id and by name as they were then.
CREATE TABLE approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('cycle-close', 'payout-batch-send')),
  subject_id uuid NOT NULL,
  payload jsonb NOT NULL,
  summary text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  requested_by uuid NOT NULL,
  requested_by_name text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid,
  decided_by_name text,
  decided_at timestamptz,
  -- The second pair of eyes is another admin's: never the requester's own.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status NOT IN ('approved', 'rejected') OR decided_by IS NOT NULL)
);

-- At most one request waits per subject; it also serves the "Needs attention" count, oldest first.
CREATE UNIQUE INDEX approvals_one_pending_idx ON approvals (kind, subject_id) WHERE status = 'pending';
CREATE INDEX approvals_pending_idx ON approvals (requested_at, id) WHERE status = 'pending';
