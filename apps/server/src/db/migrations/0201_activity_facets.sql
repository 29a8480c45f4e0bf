-- The entities and people the activity log offers as filters, kept by the statement that writes the
-- log, so the filter dropdowns read a few dozen rows instead of a DISTINCT over every entry (issue 29).
-- An insert adds only combinations not seen yet (no row is updated, so writers never queue here);
-- a delete drops the combinations no entry has any more.
CREATE TABLE activity_facets (
  entity text NOT NULL,
  actor_id uuid,
  actor_name text,
  CONSTRAINT activity_facets_key UNIQUE NULLS NOT DISTINCT (entity, actor_id, actor_name)
);

INSERT INTO activity_facets (entity, actor_id, actor_name)
SELECT DISTINCT entity, actor_id, actor_name FROM activity_log;

CREATE FUNCTION activity_facets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_facets (entity, actor_id, actor_name)
  SELECT DISTINCT entity, actor_id, actor_name FROM inserted
  ON CONFLICT ON CONSTRAINT activity_facets_key DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE FUNCTION activity_facets_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_facets AS facet
  USING (SELECT DISTINCT entity, actor_id, actor_name FROM deleted) AS gone
  WHERE facet.entity = gone.entity
    AND facet.actor_id IS NOT DISTINCT FROM gone.actor_id
    AND facet.actor_name IS NOT DISTINCT FROM gone.actor_name
    AND NOT EXISTS (
      SELECT 1 FROM activity_log AS entry
      WHERE entry.entity = gone.entity
        AND entry.actor_id IS NOT DISTINCT FROM gone.actor_id
        AND entry.actor_name IS NOT DISTINCT FROM gone.actor_name
    );
  RETURN NULL;
END;
$$;

CREATE TRIGGER activity_facets_insert AFTER INSERT ON activity_log
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION activity_facets_inserted();
CREATE TRIGGER activity_facets_delete AFTER DELETE ON activity_log
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION activity_facets_deleted();
