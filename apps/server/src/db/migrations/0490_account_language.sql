-- Issue 50: an account keeps its language (chosen at sign-up from the page's language, changeable on
-- the profile); its mails and documents are written in it. Existing accounts stay English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
