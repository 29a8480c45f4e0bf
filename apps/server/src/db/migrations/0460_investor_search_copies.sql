-- The staff's investments and investors searches match words anywhere in the investor's name or
-- email, which live on users. Asked across the join (one side per table, joined by UNION), a
-- search every tenth investor matches ("Investor 4" at 100,000 investors: 11,000 users, 33,000
-- investments) gathered and sorted every match before the first page: 300 ms for investments,
-- 160 ms for investors (issue 49). A copy of the name and email on each investment and profile
-- puts every searched column in the list's own table, so the planner can read the page straight
-- from the list's sort index and stop after 20 rows when many match, or from the trigram indexes
-- (0461) when few do.
--
-- The copies are kept by triggers, not by the services: a name or an email changes in a dozen
-- places (profile, email change, staff edits, erasure), and a trigger in the same transaction is
-- the one place that cannot be forgotten. An insert takes the user's current values whatever it
-- is given, so the copy never says anything the users table does not.
ALTER TABLE investments
  ADD COLUMN investor_name text NOT NULL DEFAULT '',
  ADD COLUMN investor_email text NOT NULL DEFAULT '';
ALTER TABLE investor_profiles
  ADD COLUMN investor_name text NOT NULL DEFAULT '',
  ADD COLUMN investor_email text NOT NULL DEFAULT '';

UPDATE investments SET investor_name = users.name, investor_email = users.email FROM users WHERE users.id = investments.user_id;
UPDATE investor_profiles SET investor_name = users.name, investor_email = users.email FROM users WHERE users.id = investor_profiles.user_id;

-- A new investment or profile (or one given to another user) copies its user's name and email.
CREATE FUNCTION investor_search_copy_take() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name, email INTO NEW.investor_name, NEW.investor_email FROM users WHERE id = NEW.user_id;
  RETURN NEW;
END;
$$;

CREATE TRIGGER investments_investor_search_copy BEFORE INSERT OR UPDATE OF user_id, investor_name, investor_email ON investments
  FOR EACH ROW EXECUTE FUNCTION investor_search_copy_take();
CREATE TRIGGER investor_profiles_investor_search_copy BEFORE INSERT OR UPDATE OF user_id, investor_name, investor_email ON investor_profiles
  FOR EACH ROW EXECUTE FUNCTION investor_search_copy_take();

-- A user's new name or email reaches the copies in the same transaction. The copies' own trigger
-- above reads the user row this statement has just changed, so it takes the new values.
CREATE FUNCTION investor_search_copy_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE investments SET investor_name = NEW.name, investor_email = NEW.email WHERE user_id = NEW.id;
  UPDATE investor_profiles SET investor_name = NEW.name, investor_email = NEW.email WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_investor_search_copy AFTER UPDATE OF name, email ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION investor_search_copy_follow();
