-- Our own bank accounts, whose statements are imported. A bank line's identity is the account it
-- was paid into (not the CSV layout staff named), its date, amount, description and occurrence, so
-- the same money read through another layout, or from an OFX file, is recognised as the same line.

CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  sort_code text CHECK (sort_code ~ '^[0-9]{6}$'),
  account_number text CHECK (account_number ~ '^[0-9]{8}$'),
  iban text,
  currency text NOT NULL DEFAULT 'GBP' CHECK (currency IN ('GBP', 'USD', 'EUR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE bank_statements ADD COLUMN bank_account_id uuid REFERENCES bank_accounts(id);
ALTER TABLE bank_lines ADD COLUMN currency text NOT NULL DEFAULT 'GBP' CHECK (currency IN ('GBP', 'USD', 'EUR'));
ALTER TABLE bank_lines ADD COLUMN payer_name text;

-- Statements imported before accounts existed were all of the one account investors pay into: it
-- gets a row (staff add its numbers on the bank accounts screen) and their lines its fingerprints.
INSERT INTO bank_accounts (name, currency)
SELECT 'Main account', 'GBP' WHERE EXISTS (SELECT 1 FROM bank_statements);
UPDATE bank_statements SET bank_account_id = (SELECT id FROM bank_accounts WHERE name = 'Main account') WHERE bank_account_id IS NULL;

-- The same formula as the server's lineFingerprint: account id, date, amount, the description
-- (spaces collapsed, a-z in capitals) and its occurrence among identical lines of the account.
WITH keyed AS (
  SELECT l.id, s.bank_account_id,
    row_number() OVER (
      PARTITION BY s.bank_account_id, l.value_date, l.amount_pence,
        translate(btrim(regexp_replace(l.description, '[ \t\n\r\f\v]+', ' ', 'g'), ' '), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      ORDER BY s.created_at, l.statement_id, l.line_number, l.id
    ) - 1 AS occurrence
  FROM bank_lines l JOIN bank_statements s ON s.id = l.statement_id
)
UPDATE bank_lines l SET fingerprint = encode(sha256(convert_to(
  k.bank_account_id::text || '|' || l.value_date::text || '|' || l.amount_pence::text || '|' ||
  translate(btrim(regexp_replace(l.description, '[ \t\n\r\f\v]+', ' ', 'g'), ' '), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') ||
  '#' || k.occurrence::text, 'UTF8')), 'hex')
FROM keyed k WHERE k.id = l.id;

ALTER TABLE bank_statements ALTER COLUMN bank_account_id SET NOT NULL;
