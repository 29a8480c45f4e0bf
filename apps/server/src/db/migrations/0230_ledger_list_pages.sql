-- The bank lines and payout batches screens read a page at a time (issue 27): each page comes from
-- an index in the list's own order instead of sorting every line or batch ever imported.
-- Open lines: credits first (the money to review), then by the day the money arrived.
CREATE INDEX bank_lines_open_order_idx ON bank_lines ((amount_pence > 0) DESC, value_date, line_number, id) WHERE status = 'open';
-- Confirmed and ignored lines: the latest decision first.
CREATE INDEX bank_lines_decided_idx ON bank_lines (status, decided_at DESC, id DESC) WHERE status <> 'open';
CREATE INDEX payout_batches_created_idx ON payout_batches (created_at DESC, id DESC);
