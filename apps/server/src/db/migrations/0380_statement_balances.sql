-- A statement ties to the bank when its opening balance plus its lines make its closing balance.
-- The balances come from the file where it states them (OFX LEDGERBAL, a CSV balance column) or
-- from staff at upload; statements imported before have none ("not given", never a guess).
-- Lines already imported by an earlier statement are still part of this statement's movement:
-- their total is kept here, as they stay with the statement that brought them first.
ALTER TABLE bank_statements ADD COLUMN opening_balance_pence bigint;
ALTER TABLE bank_statements ADD COLUMN closing_balance_pence bigint;
ALTER TABLE bank_statements ADD COLUMN duplicate_total_pence bigint NOT NULL DEFAULT 0;
ALTER TABLE bank_statements ADD COLUMN first_date date;
ALTER TABLE bank_statements ADD COLUMN last_date date;

UPDATE bank_statements s SET first_date = l.first_date, last_date = l.last_date
FROM (SELECT statement_id, min(value_date) AS first_date, max(value_date) AS last_date FROM bank_lines GROUP BY statement_id) l
WHERE l.statement_id = s.id;

CREATE INDEX bank_statements_account_idx ON bank_statements (bank_account_id, last_date, created_at);

-- Pair proposals look up the other open credits of an investment by reference (indexed since 0170)
-- or by the investment staff assigned them to.
CREATE INDEX bank_lines_assigned_investment_idx ON bank_lines (assigned_investment_id) WHERE assigned_investment_id IS NOT NULL;
