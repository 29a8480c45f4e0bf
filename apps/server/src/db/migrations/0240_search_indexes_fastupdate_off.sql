-- migrate: no-transaction
-- The search boxes' GIN indexes (0030 full text, 0097 trigrams) are written straight into the index.
-- With fastupdate (the default) new rows wait in a pending list of up to 4 MB per index, which every
-- search reads from end to end: at 100,000 investors the Admin Users search read about 1,500 pending
-- pages and took 170 ms, 2 ms once they were merged (issue 29). The searched tables take one row per
-- form or signup, so writing each into the index at once costs little.
-- Outside a transaction: each statement's brief lock on one index (ALTER INDEX ... SET is a catalog
-- change) is released before the next, and merging a long pending list holds none of the others.
ALTER INDEX users_name_trgm_idx SET (fastupdate = off);
ALTER INDEX users_email_trgm_idx SET (fastupdate = off);
ALTER INDEX users_phone_trgm_idx SET (fastupdate = off);
ALTER INDEX users_employee_id_trgm_idx SET (fastupdate = off);
ALTER INDEX users_department_trgm_idx SET (fastupdate = off);
ALTER INDEX investor_profiles_legal_name_trgm_idx SET (fastupdate = off);
ALTER INDEX investments_reference_trgm_idx SET (fastupdate = off);
ALTER INDEX investments_plan_title_trgm_idx SET (fastupdate = off);
ALTER INDEX contact_messages_first_name_trgm_idx SET (fastupdate = off);
ALTER INDEX contact_messages_last_name_trgm_idx SET (fastupdate = off);
ALTER INDEX contact_messages_full_name_trgm_idx SET (fastupdate = off);
ALTER INDEX contact_messages_email_trgm_idx SET (fastupdate = off);
ALTER INDEX contact_messages_message_trgm_idx SET (fastupdate = off);
ALTER INDEX job_applications_search_idx SET (fastupdate = off);

-- What earlier writes left pending, merged now rather than at the next vacuum.
SELECT gin_clean_pending_list('users_name_trgm_idx');
SELECT gin_clean_pending_list('users_email_trgm_idx');
SELECT gin_clean_pending_list('users_phone_trgm_idx');
SELECT gin_clean_pending_list('users_employee_id_trgm_idx');
SELECT gin_clean_pending_list('users_department_trgm_idx');
SELECT gin_clean_pending_list('investor_profiles_legal_name_trgm_idx');
SELECT gin_clean_pending_list('investments_reference_trgm_idx');
SELECT gin_clean_pending_list('investments_plan_title_trgm_idx');
SELECT gin_clean_pending_list('contact_messages_first_name_trgm_idx');
SELECT gin_clean_pending_list('contact_messages_last_name_trgm_idx');
SELECT gin_clean_pending_list('contact_messages_full_name_trgm_idx');
SELECT gin_clean_pending_list('contact_messages_email_trgm_idx');
SELECT gin_clean_pending_list('contact_messages_message_trgm_idx');
SELECT gin_clean_pending_list('job_applications_search_idx');
