-- The ledger: every movement of an investor's money, in integer pence, append-only.
-- Amounts are signed from the investor's side: what we hold for them goes up with a payment
-- received or profit credited, and down with a loss debited, a payout sent or a refund.
-- A correction is a reversal entry naming the entry it cancels; nothing is updated or deleted.

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  investment_id uuid NOT NULL REFERENCES investments(id),
  kind text NOT NULL CHECK (kind IN ('payment', 'profit', 'loss', 'payout', 'refund', 'reversal')),
  amount_pence bigint NOT NULL CHECK (amount_pence <> 0),
  currency text NOT NULL DEFAULT 'GBP',
  -- The day the money moved (the bank's date), not the day it was recorded.
  value_date date NOT NULL,
  source text NOT NULL CHECK (source IN ('bank_line', 'payout_batch', 'cycle_close', 'staff')),
  source_id uuid,
  reason text,
  reverses_id uuid UNIQUE REFERENCES ledger_entries(id),
  actor_id uuid,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'reversal' OR reverses_id IS NULL),
  CHECK (kind <> 'reversal' OR reverses_id IS NOT NULL),
  CHECK (kind NOT IN ('payment', 'profit') OR amount_pence > 0),
  CHECK (kind NOT IN ('loss', 'payout', 'refund') OR amount_pence < 0),
  CHECK (source <> 'staff' OR reason IS NOT NULL)
);
CREATE INDEX ledger_entries_investment_idx ON ledger_entries (investment_id, created_at, id);
CREATE INDEX ledger_entries_value_date_idx ON ledger_entries (value_date, id);
CREATE INDEX ledger_entries_source_idx ON ledger_entries (source, source_id) WHERE source_id IS NOT NULL;

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are permanent: record a reversal instead';
END;
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
