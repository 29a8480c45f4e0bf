-- Career posts and job applications (back-office.md §3). Applications keep the job title so they stay
-- readable after their post is deleted; their list is filtered by status, post and a full-text search,
-- each served by an index so the list answers in the same time at 1,000 or 100,000 rows.

CREATE TABLE career_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL,
  department text NOT NULL,
  location text NOT NULL,
  job_type text NOT NULL,
  vacancy integer NOT NULL DEFAULT 1,
  salary text NOT NULL DEFAULT '',
  deadline text NOT NULL,
  short_details text NOT NULL,
  skills jsonb NOT NULL DEFAULT '[]'::jsonb,
  responsibilities jsonb NOT NULL DEFAULT '[]'::jsonb,
  requirements jsonb NOT NULL DEFAULT '[]'::jsonb,
  looking_for jsonb NOT NULL DEFAULT '[]'::jsonb,
  we_provide jsonb NOT NULL DEFAULT '[]'::jsonb,
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
  apply_procedure text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX career_posts_order_idx ON career_posts (sort_order, created_at);
CREATE INDEX career_posts_active_idx ON career_posts (is_active, sort_order);

CREATE TABLE job_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_post_id uuid REFERENCES career_posts(id) ON DELETE SET NULL,
  job_title text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  current_company text NOT NULL DEFAULT '',
  linkedin text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  resume_key text NOT NULL,
  resume_name text NOT NULL,
  cover_letter_key text,
  cover_letter_name text,
  status text NOT NULL DEFAULT 'new',
  submitted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(job_title, ''))
  ) STORED
);
CREATE INDEX job_applications_submitted_idx ON job_applications (submitted_at DESC);
CREATE INDEX job_applications_status_idx ON job_applications (status, submitted_at DESC);
CREATE INDEX job_applications_post_idx ON job_applications (job_post_id, submitted_at DESC);
CREATE INDEX job_applications_search_idx ON job_applications USING gin (search_vector);

CREATE TABLE application_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE CASCADE,
  text text NOT NULL,
  created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, created_at);

CREATE TABLE application_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE CASCADE,
  subject text NOT NULL,
  message text NOT NULL,
  sent_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
  sent_by text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_emails_application_idx ON application_emails (application_id, sent_at);
