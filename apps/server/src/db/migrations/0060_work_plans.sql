-- Work planning: monthly plans of staff, their weekly tasks, daily check-ins, manager feedback
-- and the monthly reminder ledger. Settings live in app_settings under 'work-plans:settings'.

CREATE TABLE work_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  year integer NOT NULL,
  status text NOT NULL DEFAULT 'draft',
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX work_plans_employee_month_key ON work_plans (employee_id, year, month);
CREATE INDEX work_plans_month_idx ON work_plans (year, month);

CREATE TABLE work_plan_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES work_plans(id) ON DELETE CASCADE,
  week integer NOT NULL CHECK (week BETWEEN 1 AND 5),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  priority text NOT NULL DEFAULT 'medium',
  estimated_hours double precision NOT NULL DEFAULT 1,
  actual_hours double precision NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_plan_tasks_plan_idx ON work_plan_tasks (plan_id, week);

CREATE TABLE work_plan_check_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date date NOT NULL,
  morning_plan text NOT NULL,
  accomplishments text NOT NULL,
  challenges text NOT NULL DEFAULT '',
  matched_tasks integer NOT NULL DEFAULT 0,
  unplanned_tasks text NOT NULL DEFAULT '',
  hours_worked double precision NOT NULL DEFAULT 8,
  late boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX work_plan_check_ins_employee_date_key ON work_plan_check_ins (employee_id, date);
CREATE INDEX work_plan_check_ins_date_idx ON work_plan_check_ins (date);

CREATE TABLE work_plan_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES work_plans(id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'general',
  week integer,
  task_id uuid REFERENCES work_plan_tasks(id) ON DELETE SET NULL,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_plan_feedback_plan_idx ON work_plan_feedback (plan_id, created_at);

-- One reminder per employee and plan month, whichever app instance sends it.
CREATE TABLE work_plan_reminders (
  employee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  year integer NOT NULL,
  month integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, year, month)
);
