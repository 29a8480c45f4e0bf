-- Every ledger entry is in its investment's currency: the database refuses a pound payment booked
-- against a dollar investment, whatever the application checked before.
ALTER TABLE investments ADD CONSTRAINT investments_id_currency_key UNIQUE (id, currency);
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_currency_of_investment_fkey
  FOREIGN KEY (investment_id, currency) REFERENCES investments (id, currency);
