-- Staff-written content in Bengali beside English (issue 50). Each translatable text column gets a
-- nullable <column>_bn: empty means not translated yet, and readers in Bengali see the English.

ALTER TABLE about_images ADD COLUMN title_bn text;

ALTER TABLE stories
  ADD COLUMN name_bn text,
  ADD COLUMN role_bn text,
  ADD COLUMN short_story_bn text,
  ADD COLUMN full_story_bn text;

ALTER TABLE faqs
  ADD COLUMN question_bn text,
  ADD COLUMN answer_bn text;

ALTER TABLE investment_plans
  ADD COLUMN title_bn text,
  ADD COLUMN package_bn text,
  ADD COLUMN product_bn text,
  ADD COLUMN description_bn text,
  ADD COLUMN message_bn text;

ALTER TABLE team_members
  ADD COLUMN name_bn text,
  ADD COLUMN position_bn text;

ALTER TABLE metrics ADD COLUMN title_bn text;

-- A trust page's Bengali: its title, introduction and sections (the same shape as `sections`).
ALTER TABLE trust_pages
  ADD COLUMN title_bn text,
  ADD COLUMN intro_bn text,
  ADD COLUMN sections_bn jsonb;

-- A career post's lists in Bengali are whole lists beside the English ones (null: not translated).
ALTER TABLE career_posts
  ADD COLUMN role_bn text,
  ADD COLUMN department_bn text,
  ADD COLUMN location_bn text,
  ADD COLUMN job_type_bn text,
  ADD COLUMN salary_bn text,
  ADD COLUMN short_details_bn text,
  ADD COLUMN skills_bn jsonb,
  ADD COLUMN responsibilities_bn jsonb,
  ADD COLUMN requirements_bn jsonb,
  ADD COLUMN looking_for_bn jsonb,
  ADD COLUMN we_provide_bn jsonb,
  ADD COLUMN benefits_bn jsonb,
  ADD COLUMN apply_procedure_bn text;

-- The dashboard counts what still needs Bengali from these partial indexes (their conditions are
-- exactly the ones content-common/collection.ts bengaliGap writes; dashboard.test.ts checks the plans).
CREATE INDEX about_images_bengali_missing_idx ON about_images (updated_at, id)
  WHERE (coalesce(title, '') <> '' AND coalesce(trim(title_bn), '') = '');
CREATE INDEX stories_bengali_missing_idx ON stories (updated_at, id)
  WHERE (coalesce(name, '') <> '' AND coalesce(trim(name_bn), '') = '') OR (coalesce(role, '') <> '' AND coalesce(trim(role_bn), '') = '') OR (coalesce(short_story, '') <> '' AND coalesce(trim(short_story_bn), '') = '') OR (coalesce(full_story, '') <> '' AND coalesce(trim(full_story_bn), '') = '');
CREATE INDEX faqs_bengali_missing_idx ON faqs (updated_at, id)
  WHERE (coalesce(question, '') <> '' AND coalesce(trim(question_bn), '') = '') OR (coalesce(answer, '') <> '' AND coalesce(trim(answer_bn), '') = '');
CREATE INDEX investment_plans_bengali_missing_idx ON investment_plans (updated_at, id)
  WHERE (coalesce(title, '') <> '' AND coalesce(trim(title_bn), '') = '') OR (coalesce(package, '') <> '' AND coalesce(trim(package_bn), '') = '') OR (coalesce(product, '') <> '' AND coalesce(trim(product_bn), '') = '') OR (coalesce(description, '') <> '' AND coalesce(trim(description_bn), '') = '') OR (coalesce(message, '') <> '' AND coalesce(trim(message_bn), '') = '');
CREATE INDEX team_members_bengali_missing_idx ON team_members (updated_at, id)
  WHERE (coalesce(name, '') <> '' AND coalesce(trim(name_bn), '') = '') OR (coalesce(position, '') <> '' AND coalesce(trim(position_bn), '') = '');
CREATE INDEX metrics_bengali_missing_idx ON metrics (updated_at, id) WHERE coalesce(trim(title_bn), '') = '';
