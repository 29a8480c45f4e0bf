-- Issue 51, staff review of the field records. Staff-written content carries both languages: an
-- update's text in Bengali beside the English (null: English only).
ALTER TABLE cycle_updates ADD COLUMN body_bn text;
