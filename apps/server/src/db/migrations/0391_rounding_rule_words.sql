-- Issue 47: ROUNDING_RULE (packages/contract, risk-wording.ts) said once, in the agreement and on /faq.
-- The agreement: versions are never rewritten, so the current template gets a NEW version with
-- {{rules.rounding}} after the profit-sharing paragraph (or as a clause of its own when that
-- sentence was edited away). A fresh database has no template yet: the default has the placeholder.
INSERT INTO agreement_templates (version, body, created_by_name)
SELECT latest.version + 1,
  CASE
    WHEN position('No interest (riba) is paid or charged at any point.' IN latest.body) > 0
      THEN replace(latest.body, 'No interest (riba) is paid or charged at any point.', E'No interest (riba) is paid or charged at any point.\n\n{{rules.rounding}}')
    ELSE rtrim(latest.body, E' \n') || E'\n\n## How results are rounded\n\n{{rules.rounding}}\n'
  END,
  'Breadbasket Ventures'
FROM (SELECT version, body FROM agreement_templates ORDER BY version DESC LIMIT 1) AS latest
WHERE position('{{rules.rounding}}' IN latest.body) = 0;

-- /faq: the rule as an entry after "How do returns work?" (or last), in a database that already
-- has FAQs (a fresh one is seeded with it). Staff may edit it like any other entry.
UPDATE faqs SET sort_order = sort_order + 1, updated_at = now()
WHERE sort_order > coalesce((SELECT min(sort_order) FROM faqs WHERE question = 'How do returns work?'), (SELECT max(sort_order) FROM faqs))
  AND NOT EXISTS (SELECT 1 FROM faqs WHERE question = 'How are results rounded, and where do the leftover pence go?');
INSERT INTO faqs (question, answer, sort_order)
SELECT 'How are results rounded, and where do the leftover pence go?',
  'Each unit''s result is the investors'' half divided by the cycle''s units, rounded toward zero to the penny, so nobody is credited more than their exact share of a profit or charged more than their exact share of a loss. The pence left over by that rounding go to the partner farmer with their half (as does the odd penny of halving a profit); in a loss they are borne by us, never by an investor. Units nobody bought were funded by Breadbasket Ventures from its own capital, so their share of the result, profit or loss, belongs to the venture. Both are recorded in the cycle''s ledger when it closes.',
  coalesce((SELECT min(sort_order) FROM faqs WHERE question = 'How do returns work?'), (SELECT max(sort_order) FROM faqs)) + 1
WHERE EXISTS (SELECT 1 FROM faqs) AND NOT EXISTS (SELECT 1 FROM faqs WHERE question = 'How are results rounded, and where do the leftover pence go?');
