-- Tries counted for a verification code sent to an address that has no code waiting (unknown,
-- already verified), so /auth/verify-email answers such an address exactly as it answers a pending
-- account: "N tries left", then tries used up, then expired. Keyed by a keyed hash of the address.
CREATE TABLE auth_code_decoys (
  key text PRIMARY KEY,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
