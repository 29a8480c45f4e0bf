-- Foundation: users, settings, mail outbox, activity log, rate-limit counters, public content version.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  new_email text,
  phone text,
  password_hash text,
  user_role text NOT NULL DEFAULT 'user',
  user_status text NOT NULL DEFAULT 'active',
  is_verified boolean NOT NULL DEFAULT false,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  profile_image text,
  date_of_birth date,
  gender text,
  blood_group text,
  address jsonb,
  emergency_contact jsonb,
  department text,
  designation text,
  employee_id text,
  joining_date date,
  nid_number text,
  nid_verified boolean NOT NULL DEFAULT false,
  customer_type text NOT NULL DEFAULT 'individual',
  company text,
  vat_number text,
  password_changed_at timestamptz,
  failed_login_attempts integer NOT NULL DEFAULT 0,
  account_lock_until timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_role_idx ON users (user_role);
CREATE INDEX users_status_idx ON users (user_status);
CREATE INDEX users_created_at_idx ON users (created_at);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);

CREATE TABLE activity_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_name text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  summary text NOT NULL,
  changes jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_created_idx ON activity_log (created_at DESC);
CREATE INDEX activity_log_entity_idx ON activity_log (entity, created_at DESC);
CREATE INDEX activity_log_actor_idx ON activity_log (actor_id, created_at DESC);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);

CREATE TABLE content_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);
