-- The field domain (issue 51): field officers record what happens on the farm in an offline app.
-- Officers are assigned to cycles by an admin; each save on the device is a version of a record.

-- The plan's expectations a cycle's records are compared against (all optional: older cycles have none).
ALTER TABLE cycles ADD COLUMN starting_headcount integer CHECK (starting_headcount >= 1);
-- Hundredths of a percent: 5% is 500.
ALTER TABLE cycles ADD COLUMN expected_mortality_bp integer CHECK (expected_mortality_bp BETWEEN 0 AND 10000);
-- [{ "week": 0..104, "grams": n }], sorted by week.
ALTER TABLE cycles ADD COLUMN expected_weights jsonb NOT NULL DEFAULT '[]';
ALTER TABLE cycles ADD COLUMN feed_budget_poisha bigint CHECK (feed_budget_poisha >= 0);

CREATE TABLE field_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_by uuid REFERENCES users(id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cycle_id, user_id)
);
-- The officer's own list of cycles.
CREATE INDEX field_assignments_user_idx ON field_assignments (user_id, cycle_id);

-- Photos: the id is made on the device (the tus upload names it), so a photo sent twice is stored once.
-- Private until published: the processed WebP variants live under private/field/ in the file storage.
CREATE TABLE field_photos (
  id uuid PRIMARY KEY,
  cycle_id uuid NOT NULL REFERENCES cycles(id),
  officer_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- The full-size variant's key and each srcset width's key ({"320": "private/field/<id>-320.webp", ...}).
  image_key text NOT NULL,
  variant_keys jsonb NOT NULL DEFAULT '{}',
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  taken_at timestamptz,
  -- Only when the officer allowed it; never read from the file (its metadata is stripped).
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  accuracy_metres double precision CHECK (accuracy_metres >= 0),
  status text NOT NULL DEFAULT 'ready' CHECK (status IN ('ready', 'published')),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_photos_cycle_idx ON field_photos (cycle_id, received_at DESC);
CREATE INDEX field_photos_officer_idx ON field_photos (officer_id, received_at DESC);

-- A photo upload in progress (tus): the bytes so far, in the database so that any instance can take the
-- next chunk (several instances share no disk). Removed once the photo is stored; stale ones by housekeeping.
CREATE TABLE field_photo_uploads (
  id uuid PRIMARY KEY,
  cycle_id uuid NOT NULL REFERENCES cycles(id) ON DELETE CASCADE,
  officer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upload_length integer NOT NULL CHECK (upload_length > 0),
  upload_offset integer NOT NULL DEFAULT 0 CHECK (upload_offset >= 0 AND upload_offset <= upload_length),
  metadata jsonb NOT NULL,
  data bytea NOT NULL DEFAULT '\x',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_photo_uploads_updated_idx ON field_photo_uploads (updated_at);

-- One row per VERSION of a record. The officer's content is never changed: an edit is a new row with the
-- next version. Review (status, comment) is staff's and lives in columns of the version it is about, so the
-- queue reads one row per version with no join, and a record sent back keeps its history: the officer's
-- next version is a new row that starts "submitted". The trigger below refuses any change to the content.
CREATE TABLE field_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Made on the device, one per save: the idempotency key (a replay finds this row).
  version_id uuid NOT NULL UNIQUE,
  -- Made on the device, the same for every version of one record.
  record_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  cycle_id uuid NOT NULL REFERENCES cycles(id),
  officer_id uuid REFERENCES users(id) ON DELETE SET NULL,
  officer_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('headcount', 'death', 'weighing', 'feed', 'vet', 'sale', 'photo')),
  -- The device's clock when the officer saved it; received_at is ours.
  recorded_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  accuracy_metres double precision CHECK (accuracy_metres >= 0),
  photo_ids uuid[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL,
  -- Derived from details by the contract (fieldRecordFigures), kept as columns for sums and charts.
  average_weight_grams integer,
  animal_count integer,
  amount_poisha bigint,
  currency text NOT NULL DEFAULT 'BDT' CHECK (currency = 'BDT'),
  -- SHA-256 of the version's content as received: the same versionId with other content is a conflict.
  content_hash text NOT NULL,
  review_status text NOT NULL DEFAULT 'submitted' CHECK (review_status IN ('submitted', 'returned', 'published')),
  staff_comment text,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  UNIQUE (record_id, version),
  CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (accuracy_metres IS NULL))
);
CREATE INDEX field_records_cycle_idx ON field_records (cycle_id, received_at DESC);
CREATE INDEX field_records_officer_idx ON field_records (officer_id, cycle_id, received_at DESC);
CREATE INDEX field_records_review_idx ON field_records (cycle_id, review_status, received_at DESC);

CREATE FUNCTION field_records_content_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'field records are permanent';
  END IF;
  IF (NEW.version_id, NEW.record_id, NEW.version, NEW.cycle_id, NEW.officer_name, NEW.kind, NEW.recorded_at, NEW.received_at,
      NEW.latitude, NEW.longitude, NEW.accuracy_metres, NEW.photo_ids, NEW.details, NEW.average_weight_grams,
      NEW.animal_count, NEW.amount_poisha, NEW.currency, NEW.content_hash)
     IS DISTINCT FROM
     (OLD.version_id, OLD.record_id, OLD.version, OLD.cycle_id, OLD.officer_name, OLD.kind, OLD.recorded_at, OLD.received_at,
      OLD.latitude, OLD.longitude, OLD.accuracy_metres, OLD.photo_ids, OLD.details, OLD.average_weight_grams,
      OLD.animal_count, OLD.amount_poisha, OLD.currency, OLD.content_hash) THEN
    RAISE EXCEPTION 'a field record version is never changed: send a new version';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER field_records_content_fixed BEFORE UPDATE OR DELETE ON field_records
  FOR EACH ROW EXECUTE FUNCTION field_records_content_fixed();
