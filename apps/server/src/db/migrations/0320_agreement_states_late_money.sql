-- Issue 45: the agreement states when late money starts earning ({{rules.lateMoney}}, filled with
-- LATE_MONEY_RULE from the contract). Versions are never rewritten and accepted agreements keep
-- their PDF bytes, so the current template gets a NEW version with the clause, which staff can
-- still edit. Version 1 promised that capital works from the day the transfer is received; that
-- sentence gives way to the rule. A template edited elsewhere gets the rule as a clause of its own.
-- A fresh database has no template yet: the default (which has the clause) is stored at start-up.
INSERT INTO agreement_templates (version, body, created_by_name)
SELECT latest.version + 1,
  CASE
    WHEN position('Your capital starts working on the day we confirm receipt of your bank transfer, and the cycle is expected to end one cycle length after it starts.' IN latest.body) > 0
      THEN replace(latest.body,
        'Your capital starts working on the day we confirm receipt of your bank transfer, and the cycle is expected to end one cycle length after it starts.',
        '{{rules.lateMoney}} The cycle is expected to end one cycle length after it starts.')
    ELSE rtrim(latest.body, E' \n') || E'\n\n## When money that arrives late starts earning\n\n{{rules.lateMoney}}\n'
  END,
  'Breadbasket Ventures'
FROM (SELECT version, body FROM agreement_templates ORDER BY version DESC LIMIT 1) AS latest
WHERE position('{{rules.lateMoney}}' IN latest.body) = 0;
