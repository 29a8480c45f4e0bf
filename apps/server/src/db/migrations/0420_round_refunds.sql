-- Closing a round (issue 48): money an investment holds that goes back to the investor. A refund is
-- due from `refund_requested_at` (a round cancelled or started without it, or late money whose
-- investor chose a refund); set once, by a conditional update. The refund goes out in a payout
-- batch beside the payouts, as an item of kind 'refund'.
ALTER TABLE investments ADD COLUMN refund_requested_at timestamptz;
CREATE INDEX investments_refund_due_idx ON investments (refund_requested_at, id) WHERE refund_requested_at IS NOT NULL;

ALTER TABLE payout_batch_items ADD COLUMN item_kind text NOT NULL DEFAULT 'payout' CHECK (item_kind IN ('payout', 'refund'));
