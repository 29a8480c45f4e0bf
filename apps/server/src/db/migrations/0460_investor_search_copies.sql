-- The staff's investments and investors searches match words anywhere in the investor's name or
-- email, which live on users. Asked across the join (one side per table, joined by UNION), a
-- search every tenth investor matches ("Investor 4" at 100,000 investors: 11,000 users, 33,000
-- investments) gathered and sorted every match before the first page: 300 ms for investments,
-- 160 ms for investors (issue 49). A copy of the name and email on each investment and profile
-- puts every searched column in the list's own table, so the planner can read the page straight
-- from the list's sort index and stop after 20 rows when many match, or from the trigram indexes
-- (0463) when few do.
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

-- The rows written before this migration get their copies from 0461, a batch at a time with a
-- commit after each: one statement over every investment would hold each row it had changed until
-- the last was done (minutes at 100,000 investors), and a status move or a rename meanwhile would wait.
CREATE PROCEDURE investor_search_copies_fill(batch_size int DEFAULT 5000) LANGUAGE plpgsql AS $$
DECLARE
  copy record;
  done_to uuid;
  batch_end uuid;
BEGIN
  FOR copy IN SELECT * FROM (VALUES ('investments', 'id'), ('investor_profiles', 'user_id')) AS copies (tbl, key) LOOP
    done_to := '00000000-0000-0000-0000-000000000000';
    LOOP
      -- The batch's last key; none when fewer than a batch are left.
      EXECUTE format('SELECT %2$I FROM %1$I WHERE %2$I > $1 ORDER BY %2$I OFFSET $2 - 1 LIMIT 1', copy.tbl, copy.key)
        INTO batch_end USING done_to, batch_size;
      EXECUTE format('UPDATE %1$I SET investor_name = users.name, investor_email = users.email FROM users
        WHERE users.id = %1$I.user_id AND %1$I.%2$I > $1 AND ($2::uuid IS NULL OR %1$I.%2$I <= $2)', copy.tbl, copy.key)
        USING done_to, batch_end;
      COMMIT;
      EXIT WHEN batch_end IS NULL;
      done_to := batch_end;
    END LOOP;
  END LOOP;
END;
$$;
