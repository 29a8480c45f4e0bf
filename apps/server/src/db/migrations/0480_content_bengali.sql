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
