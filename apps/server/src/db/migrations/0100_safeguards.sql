-- The safeguards before a first investment: the investor category each investor declares (renewed
-- every 12 months), the appropriateness check's question bank (versioned: every edit is a new
-- version) and its attempts (each keeps the wording it showed and the answers given). Rows are only
-- ever added, so the record shows what each investor declared and answered, when, under which wording.

CREATE TABLE investor_category_declarations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL,
  net_assets bigint,
  annual_income bigint,
  statement text NOT NULL,
  wording_version text NOT NULL,
  declared_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investor_category_declarations_user ON investor_category_declarations (user_id, declared_at DESC);

CREATE TABLE check_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic text NOT NULL,
  prompt text NOT NULL,
  options jsonb NOT NULL,
  correct_option integer NOT NULL,
  explanation text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE check_question_versions (
  question_id uuid NOT NULL REFERENCES check_questions(id) ON DELETE CASCADE,
  version integer NOT NULL,
  topic text NOT NULL,
  prompt text NOT NULL,
  options jsonb NOT NULL,
  correct_option integer NOT NULL,
  explanation text NOT NULL,
  is_active boolean NOT NULL,
  edited_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (question_id, version)
);

CREATE TABLE check_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- [{questionId, version, prompt, options (in the order shown), correct, explanation}]
  questions jsonb NOT NULL,
  answers jsonb,
  score integer,
  passed boolean,
  started_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE INDEX check_attempts_user ON check_attempts (user_id, started_at DESC);

-- The starter bank: one or two questions on each topic the check covers.
INSERT INTO check_questions (topic, prompt, options, correct_option, explanation) VALUES
('capital', 'If the farm cycle you invest in fails, what could happen to the money you invested?',
  '["I could lose some or all of it", "I always get my money back", "I lose only the projected profit"]', 0,
  'A farm cycle can fail through illness, weather or prices. If it does, you can lose some or all of the money you put in.'),
('capital', 'Which amount should you invest in a single farm cycle?',
  '["Only money I can afford to lose entirely", "My emergency savings, because returns are high", "Money borrowed against my home"]', 0,
  'This is a high-risk investment: only invest money you could lose without it changing your life.'),
('lock_in', 'When can you take your money out of a farm cycle?',
  '["When the cycle ends", "Any day, by asking for it back", "Whenever I find another investor to buy my share"]', 0,
  'Your money is locked in until the cycle you chose ends; there is no market to sell your share earlier.'),
('no_compensation', 'If the business fails, will the Financial Services Compensation Scheme (FSCS) pay you back?',
  '["No, this investment is not covered by the FSCS", "Yes, up to £85,000", "Yes, in full"]', 0,
  'The FSCS protects money in UK banks and some investments, but not this one. You are unlikely to be protected if something goes wrong.'),
('loss_rule', 'Under our Mudarabah partnership, who bears a financial loss of a farm cycle?',
  '["The capital: the investors, in proportion to their units, while the farmer loses the value of their work", "The partner farmer repays the investors", "Breadbasket Ventures guarantees the capital"]', 0,
  'Under Mudarabah a financial loss falls on the capital, shared by the investors in proportion to their units; the partner farmer loses the value of their work.'),
('not_guaranteed', 'A plan shows a projected profit of £55 a unit. What does that mean?',
  '["It is an estimate; the actual profit may be lower, nil or a loss", "I will receive exactly £55 a unit", "I will receive at least £55 a unit"]', 0,
  'A projection is not a promise. Returns are not guaranteed, and past cycles do not tell you what the next one will return.'),
('not_guaranteed', 'Our track record shows past cycles made a profit. What does that tell you about the next cycle?',
  '["Nothing certain: past results do not guarantee future returns", "The next cycle will also make a profit", "The next cycle will return at least the average"]', 0,
  'Each cycle faces its own risks. Past performance is not a reliable guide to future returns.'),
('diversification', 'What is a sensible way to invest in farm cycles?',
  '["Spread my money across several cycles and other investments", "Put all my money into the single cycle with the highest projection", "Invest everything at once so nothing is left idle"]', 0,
  'Spreading money across cycles and other investments means you rely less on any one of them doing well.');

INSERT INTO check_question_versions (question_id, version, topic, prompt, options, correct_option, explanation, is_active, edited_by)
SELECT id, version, topic, prompt, options, correct_option, explanation, is_active, 'Starter question bank' FROM check_questions;
