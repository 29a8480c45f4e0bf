-- When an account's email last changed: a change from a stolen session could redirect money, so
-- payouts wait PAYOUT_HOLD_HOURS after it, as they do after a payout account change.
ALTER TABLE users ADD COLUMN email_changed_at timestamptz;
