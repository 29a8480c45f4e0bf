-- Public content: contact details, about images, metrics, stories, FAQ, investment plans, team.
-- Positions are kept in sort_order ("order" is a reserved word); lists read ascending by it.

CREATE TABLE contact_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  section text NOT NULL,
  title text NOT NULL DEFAULT '',
  value text NOT NULL,
  display text,
  platform text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_items_section_idx ON contact_items (section, sort_order);

CREATE TABLE about_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  image_url text NOT NULL,
  sort_order integer NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX about_images_order_idx ON about_images (sort_order);

CREATE TABLE metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL,
  title text NOT NULL,
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  display_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX metrics_key_key ON metrics (key);

CREATE TABLE stories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sort_order integer NOT NULL,
  role text NOT NULL,
  name text NOT NULL,
  url text NOT NULL,
  short_story text NOT NULL,
  full_story text,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stories_order_idx ON stories (sort_order);
CREATE INDEX stories_created_idx ON stories (created_at);

CREATE TABLE faqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question text NOT NULL,
  answer text NOT NULL,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_order_idx ON faqs (sort_order);

CREATE TABLE investment_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  package text NOT NULL,
  product text NOT NULL,
  description text NOT NULL,
  message text,
  investment_amount numeric(14, 2) NOT NULL CHECK (investment_amount > 0),
  investment_profit numeric(14, 2) NOT NULL CHECK (investment_profit > 0),
  duration integer NOT NULL CHECK (duration >= 1),
  duration_unit text NOT NULL DEFAULT 'Month',
  amount_unit text NOT NULL DEFAULT '£',
  is_active boolean NOT NULL DEFAULT true,
  is_revolving boolean NOT NULL DEFAULT false,
  revolving_amount numeric(14, 2) CHECK (revolving_amount IS NULL OR revolving_amount > 0),
  banner_url text,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_revolving OR revolving_amount IS NULL)
);
CREATE INDEX investment_plans_order_idx ON investment_plans (sort_order);

CREATE TABLE team_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  position text NOT NULL,
  image_url text NOT NULL,
  grid_column integer NOT NULL DEFAULT 3 CHECK (grid_column BETWEEN 1 AND 5),
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_members_order_idx ON team_members (sort_order);
