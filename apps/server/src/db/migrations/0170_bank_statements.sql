-- Bank statements in: saved CSV layouts per bank, each imported file, and each bank line kept once.

CREATE TABLE bank_mappings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  date_column text NOT NULL,
  date_format text NOT NULL,
  description_column text NOT NULL,
  amount_column text,
  credit_column text,
  debit_column text,
  balance_column text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (amount_column IS NOT NULL OR (credit_column IS NOT NULL AND debit_column IS NOT NULL))
);

CREATE TABLE bank_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  filename text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'ofx')),
  mapping_id uuid REFERENCES bank_mappings(id) ON DELETE SET NULL,
  line_count integer NOT NULL,
  duplicate_count integer NOT NULL,
  imported_by uuid,
  imported_by_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The fingerprint (account, date, amount, description, occurrence within the file) is unique, so a
-- file imported twice, or two overlapping files, add each line once.
CREATE TABLE bank_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES bank_statements(id),
  fingerprint text NOT NULL UNIQUE,
  account text NOT NULL,
  line_number integer NOT NULL,
  value_date date NOT NULL,
  description text NOT NULL,
  amount_pence bigint NOT NULL CHECK (amount_pence <> 0),
  balance_pence bigint,
  reference text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'confirmed', 'ignored')),
  -- Set by staff when the line names no investment (or the wrong one).
  assigned_investment_id uuid REFERENCES investments(id),
  ignored_reason text,
  payout_batch_id uuid,
  decided_by uuid,
  decided_by_name text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'ignored' OR ignored_reason IS NOT NULL)
);
CREATE INDEX bank_lines_status_idx ON bank_lines (status, value_date, id);
CREATE INDEX bank_lines_reference_idx ON bank_lines (reference) WHERE reference IS NOT NULL;
