-- One open appropriateness-check attempt per investor, held by the database (issue 45 item 7):
-- twenty starts at once opened several attempts, and failing one showed the answers the next
-- passed with. Older duplicates still open were never answered (no answers, no score), so only
-- the newest of each investor is kept before the index can exist.
DELETE FROM check_attempts a
WHERE a.submitted_at IS NULL
  AND EXISTS (
    SELECT 1 FROM check_attempts b
    WHERE b.user_id = a.user_id AND b.submitted_at IS NULL
      AND (b.started_at, b.id) > (a.started_at, a.id)
  );
CREATE UNIQUE INDEX check_attempts_one_open ON check_attempts (user_id) WHERE submitted_at IS NULL;
