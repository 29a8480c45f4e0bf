-- Confirmation of Payee: the account holder's name compared with the investor's legal name when the
-- account is given. A close or no match holds payouts to it until staff confirm it (confirmed_at).
-- Accounts given before names were checked keep NULL: nothing was compared, nothing is held.
ALTER TABLE payout_accounts
  ADD COLUMN name_check text CHECK (name_check IN ('match', 'close_match', 'no_match')),
  ADD COLUMN name_checked_against text,
  ADD CONSTRAINT payout_accounts_name_checked_check CHECK ((name_check IS NULL) = (name_checked_against IS NULL));
