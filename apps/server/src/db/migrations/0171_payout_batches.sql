-- Payouts out: a batch of matured investments paid by one bulk payment at the bank.

CREATE TABLE payout_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent')),
  sent_on date,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'sent' OR sent_on IS NOT NULL)
);

-- An investment is in at most one batch; the payee's account is copied as the bank was told it.
CREATE TABLE payout_batch_items (
  batch_id uuid NOT NULL REFERENCES payout_batches(id),
  investment_id uuid NOT NULL UNIQUE REFERENCES investments(id),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  holder_name text NOT NULL,
  sort_code text,
  account_number text,
  iban text,
  bic text,
  PRIMARY KEY (batch_id, investment_id)
);
