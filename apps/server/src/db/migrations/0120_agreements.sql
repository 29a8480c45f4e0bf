-- The Mudarabah agreement: the template staff edit, one immutable row per version (the newest is
-- current), and the agreement each investor accepted with their request: the PDF rendered once,
-- its SHA-256, the template version, when, from where, and the name they typed.

CREATE TABLE agreement_templates (
  version integer PRIMARY KEY CHECK (version > 0),
  body text NOT NULL,
  created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE investment_agreements (
  investment_id uuid PRIMARY KEY REFERENCES investments(id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  template_version integer NOT NULL REFERENCES agreement_templates(version),
  typed_name text NOT NULL,
  accepted_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  pdf bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$')
);

-- Neither a template version nor an accepted agreement is ever rewritten: the database refuses it.
-- The one change allowed is the one a foreign key makes: a deleted staff account leaves its
-- version's author id empty (the name stays).
CREATE FUNCTION refuse_agreement_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'agreement_templates' AND NEW.created_by_id IS NULL
     AND (NEW.version, NEW.body, NEW.created_by_name, NEW.created_at) IS NOT DISTINCT FROM (OLD.version, OLD.body, OLD.created_by_name, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER agreement_templates_immutable BEFORE UPDATE ON agreement_templates FOR EACH ROW EXECUTE FUNCTION refuse_agreement_rewrite();
CREATE TRIGGER investment_agreements_immutable BEFORE UPDATE ON investment_agreements FOR EACH ROW EXECUTE FUNCTION refuse_agreement_rewrite();
