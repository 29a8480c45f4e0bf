-- Verifying an ID (issue 47): staff open the document before they verify, tick a short checklist and
-- may add a note. Each opening of an investor's ID document is kept (who, which document, when): a
-- verify is refused unless the staff member verifying opened the document now on the profile.
CREATE TABLE investor_document_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The stored document opened: a new upload is a new key, to be opened again.
  document_key text NOT NULL,
  viewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investor_document_views_user_idx ON investor_document_views (user_id, document_key, viewed_by);

-- The checklist's answers ({ "nameMatches": true, ... }) and the note, kept with the decision.
ALTER TABLE investor_profile_events ADD COLUMN checks jsonb;
ALTER TABLE investor_profile_events ADD COLUMN note text;
