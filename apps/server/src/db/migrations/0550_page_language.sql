-- Issue 50: a person without an account is answered in the language of the page they wrote from.
-- A job application, a contact message and a round alert keep that language; their mails (the
-- acknowledgement, staff's later mails, the alert's mails) are written in it. Existing rows: English.
ALTER TABLE job_applications ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
ALTER TABLE contact_messages ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
ALTER TABLE round_alerts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
