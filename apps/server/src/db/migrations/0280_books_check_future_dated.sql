-- The books check's fourth rule: ledger entries dated after today (read through ledger_entries_value_date_idx).
ALTER TABLE books_check_differences DROP CONSTRAINT books_check_differences_rule_check;
ALTER TABLE books_check_differences ADD CONSTRAINT books_check_differences_rule_check CHECK (rule IN ('status', 'cycle_profit', 'money_held', 'future_dated'));
