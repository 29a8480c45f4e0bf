-- Where an investor's payouts go. A change inserts a new row (the latest is the current account), so
-- the history of every account ever given is kept. The account numbers are never edited; the only
-- later write is the staff confirmation that lifts the 72-hour hold early.
CREATE TABLE payout_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('uk', 'international')),
  holder_name text NOT NULL,
  sort_code text,
  account_number text,
  iban text,
  bic text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  confirmed_by text,
  confirm_reason text,
  CHECK (
    (kind = 'uk' AND sort_code ~ '^\d{6}$' AND account_number ~ '^\d{8}$' AND iban IS NULL AND bic IS NULL)
    OR (kind = 'international' AND iban IS NOT NULL AND bic IS NOT NULL AND sort_code IS NULL AND account_number IS NULL)
  )
);
CREATE INDEX payout_accounts_user_idx ON payout_accounts (user_id, created_at DESC);
