-- The back office's search boxes match words anywhere in a name, an email or a reference
-- (ILIKE '%words%'). A B-tree cannot serve a leading wildcard; trigram GIN indexes can, one per
-- column, which the planner combines for the ORs of each search. pg_trgm is a trusted extension
-- (PostgreSQL 13+: the database owner may create it) and PGlite ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Staff users (Admin Users search) and the investor side of investment and investor searches.
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
CREATE INDEX users_employee_id_trgm_idx ON users USING gin (employee_id gin_trgm_ops);
CREATE INDEX users_department_trgm_idx ON users USING gin (department gin_trgm_ops);
CREATE INDEX investor_profiles_legal_name_trgm_idx ON investor_profiles USING gin (legal_name gin_trgm_ops);

-- Investments: by reference and plan title.
CREATE INDEX investments_reference_trgm_idx ON investments USING gin (reference gin_trgm_ops);
CREATE INDEX investments_plan_title_trgm_idx ON investments USING gin (plan_title gin_trgm_ops);

-- Contact messages: first name, last name, the full name as the inbox shows it, email, message.
CREATE INDEX contact_messages_first_name_trgm_idx ON contact_messages USING gin (first_name gin_trgm_ops);
CREATE INDEX contact_messages_last_name_trgm_idx ON contact_messages USING gin (last_name gin_trgm_ops);
CREATE INDEX contact_messages_full_name_trgm_idx ON contact_messages USING gin ((first_name || ' ' || coalesce(last_name, '')) gin_trgm_ops);
CREATE INDEX contact_messages_email_trgm_idx ON contact_messages USING gin (email gin_trgm_ops);
CREATE INDEX contact_messages_message_trgm_idx ON contact_messages USING gin (message gin_trgm_ops);
