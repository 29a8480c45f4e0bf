-- Stand-in for the investors' payout accounts until the payouts work lands: payout batches read
-- accounts only through payoutAccountOf (modules/ledger/payout-accounts.ts). On merge, drop this
-- file and its schema and point that one function at the real table.
CREATE TABLE payout_accounts_standin (
  user_id uuid PRIMARY KEY REFERENCES users(id),
  holder_name text NOT NULL,
  sort_code text,
  account_number text,
  iban text,
  bic text,
  on_hold_until timestamptz
);
