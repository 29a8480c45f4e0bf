-- The Shariah adviser (issue 25): entered by administrators with the certificate they issued, one
-- row for the current adviser. The free-text adviser fields content editors could fill on the trust
-- page go: a name without a certificate is the unbacked claim the issue removes.
CREATE TABLE shariah_advisers (
  id text PRIMARY KEY DEFAULT 'current' CHECK (id = 'current'),
  name text NOT NULL,
  qualifications text NOT NULL,
  certificate_reference text NOT NULL,
  certified_on date NOT NULL,
  certificate_key text NOT NULL,
  certificate_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE trust_pages DROP COLUMN adviser_name, DROP COLUMN adviser_details, DROP COLUMN certificate_reference;

-- The seeded texts claimed an independent review nobody had certified. Only the untouched seeded
-- sentences are rewritten: text staff have written is theirs.
UPDATE trust_pages
SET sections = replace(
      sections::text,
      'Our contracts and processes are reviewed by an independent Shariah adviser. If anything',
      'The box at the foot of this page names the independent Shariah adviser who certified our plans, with their certificate, or says plainly that no certificate has been issued yet. If anything'
    )::jsonb
WHERE slug = 'shariah';

UPDATE faqs
SET answer = 'Every plan is a Mudarabah profit-and-loss sharing partnership on real livestock and crops. No interest is charged or paid and we do not invest in anything prohibited. We do not yet hold an independent Shariah certificate: our Shariah page explains how each plan follows Mudarabah, and will name the adviser once one is issued.',
    updated_at = now()
WHERE answer = 'Yes. Every plan is a profit-and-loss sharing partnership on real livestock and crops. No interest is charged or paid, we do not invest in anything prohibited, and our model is reviewed by an independent Shariah adviser.';
