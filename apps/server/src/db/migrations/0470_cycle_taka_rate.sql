-- Issue 47: "the cycle's account in pounds, and in taka where the cycle records it". Staff may record,
-- at the close, the rate the farm's taka figures were converted at: taka per pound in poisha (the
-- taka's minor unit), so £1 = ৳150.25 is 15025. Null: the account is in pounds only.
ALTER TABLE cycles ADD COLUMN poisha_per_pound bigint CHECK (poisha_per_pound > 0);
