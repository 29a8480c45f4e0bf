-- Contact messages from the public form, their staff replies, and counters of turned-away posts.

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text,
  email text NOT NULL,
  contact_number text NOT NULL,
  address text,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'replied')),
  received_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The inbox lists newest first, filtered by status and/or a received_at range.
CREATE INDEX contact_messages_received_idx ON contact_messages (received_at DESC);
CREATE INDEX contact_messages_status_received_idx ON contact_messages (status, received_at DESC);

-- One reply per message (the screen offers the Reply form only while there is none); the unique
-- index makes two staff replying at once end with one reply and one refusal.
CREATE TABLE contact_message_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_messages(id) ON DELETE CASCADE,
  from_address text NOT NULL,
  to_address text NOT NULL,
  content text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  sent_by uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX contact_message_replies_message_key ON contact_message_replies (message_id);

-- Public posts turned away (honeypot filled, rate limit hit): counted, never stored as messages.
CREATE TABLE contact_message_rejections (
  reason text PRIMARY KEY CHECK (reason IN ('honeypot', 'rateLimited')),
  count bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL DEFAULT now()
);
