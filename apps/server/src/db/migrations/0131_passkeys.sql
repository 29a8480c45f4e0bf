-- Passkeys (WebAuthn credentials) and the one-time challenges of their ceremonies. Challenges live in
-- the database, not in memory, so any instance can finish a ceremony another one started.
CREATE TABLE auth_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX auth_passkeys_user_idx ON auth_passkeys (user_id, created_at);

CREATE TABLE auth_passkey_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_passkey_challenges_expiry_idx ON auth_passkey_challenges (expires_at);
