-- A bank line pays at most once: a replayed confirmation cannot write a second payment entry for it,
-- whatever the application checks before.
CREATE UNIQUE INDEX ledger_entries_bank_line_payment_once ON ledger_entries (source_id) WHERE source = 'bank_line' AND kind = 'payment';
