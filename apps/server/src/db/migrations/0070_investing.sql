-- Investing on the site: the investor profile staff verify (with a private ID document), investment
-- requests that keep a snapshot of their plan, and the timeline of every status change and note.
-- Money is in integer minor units (pence).

CREATE TABLE investor_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'not_submitted',
  rejection_reason text,
  legal_name text,
  date_of_birth date,
  country text,
  address_line1 text,
  address_line2 text,
  city text,
  postcode text,
  phone text,
  customer_type text NOT NULL DEFAULT 'individual',
  company_name text,
  vat_number text,
  id_number text,
  source_of_funds text,
  source_of_funds_details text,
  id_document_key text,
  id_document_name text,
  id_document_uploaded_at timestamptz,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investor_profiles_status_idx ON investor_profiles (status, updated_at DESC);

CREATE SEQUENCE investment_reference_seq;

CREATE TABLE investments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id uuid REFERENCES investment_plans(id) ON DELETE SET NULL,
  plan_title text NOT NULL,
  amount_per_unit integer NOT NULL,
  profit_per_unit integer NOT NULL,
  duration integer NOT NULL,
  duration_unit text NOT NULL,
  currency text NOT NULL DEFAULT 'GBP',
  is_revolving boolean NOT NULL DEFAULT false,
  units integer NOT NULL CHECK (units > 0),
  reinvest boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'requested',
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at date,
  matured_at timestamptz,
  actual_profit bigint,
  paid_at date,
  cancelled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investments_user_idx ON investments (user_id, requested_at DESC);
CREATE INDEX investments_status_idx ON investments (status, requested_at DESC);
CREATE INDEX investments_plan_idx ON investments (plan_id, requested_at DESC);

CREATE TABLE investment_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  investment_id uuid NOT NULL REFERENCES investments(id) ON DELETE CASCADE,
  kind text NOT NULL,
  from_status text,
  to_status text,
  note text,
  actor_id uuid,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investment_events_investment_idx ON investment_events (investment_id, created_at);
