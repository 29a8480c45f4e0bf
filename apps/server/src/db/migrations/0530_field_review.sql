-- Issue 51, staff review of the field records. Staff-written content carries both languages: an
-- update's text in Bengali beside the English (null: English only).
ALTER TABLE cycle_updates ADD COLUMN body_bn text;

-- The investor update a record's version was published in: set once, in the same unit of work that
-- moves the version from 'submitted' to 'published' (a conditional update: two staff publishing the
-- same records at once publish them once). Staff's column, not the officer's content (the trigger of
-- 0500 leaves it free).
ALTER TABLE field_records ADD COLUMN update_id uuid REFERENCES cycle_updates(id);
CREATE INDEX field_records_update_idx ON field_records (update_id) WHERE update_id IS NOT NULL;
