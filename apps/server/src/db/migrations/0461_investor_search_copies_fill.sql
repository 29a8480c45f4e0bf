-- migrate: no-transaction
-- The investor name and email copies of 0460 for the rows written before it, a batch at a time
-- (a procedure may commit between batches only when called outside a transaction block).
CALL investor_search_copies_fill();
DROP PROCEDURE investor_search_copies_fill(int);
