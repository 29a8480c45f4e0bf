-- A second application from the same address to the same post is found by this index: at
-- submission (to warn the applicant) and in the staff list (the Duplicate badge and filter).
CREATE INDEX job_applications_applicant_idx ON job_applications (job_post_id, lower(email));
