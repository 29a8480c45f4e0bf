-- Indexes that serve the back office lists' whole sort orders, tie-breaker included, so a page is
-- read from the index in order instead of sorting the table (issue 29: 100,000 investors).
CREATE INDEX investments_requested_idx ON investments (requested_at DESC, id DESC);
CREATE INDEX investor_profiles_submitted_idx ON investor_profiles (submitted_at DESC, user_id DESC);

DROP INDEX users_created_at_idx;
CREATE INDEX users_created_idx ON users (created_at DESC NULLS LAST, id DESC);

DROP INDEX activity_log_created_idx;
CREATE INDEX activity_log_created_idx ON activity_log (created_at DESC, id DESC);

DROP INDEX contact_messages_received_idx;
CREATE INDEX contact_messages_received_idx ON contact_messages (received_at DESC, id DESC);
