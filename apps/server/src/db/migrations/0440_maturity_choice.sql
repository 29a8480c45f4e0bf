-- A real maturity choice (issue 47). A rollover is a transfer inside our books: `transfer_out` on the
-- matured investment and `transfer_in` on the new one in the plan's next round (source `rollover`,
-- each naming the other investment as its source), summing to zero; no bank money moves.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('payment', 'profit', 'loss', 'payout', 'refund', 'reversal', 'transfer_in', 'transfer_out'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_source_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_source_check CHECK (source IN ('bank_line', 'payout_batch', 'cycle_close', 'staff', 'rollover'));
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_transfer_sign_check
  CHECK ((kind <> 'transfer_in' OR amount_pence > 0) AND (kind <> 'transfer_out' OR amount_pence < 0));
-- A transfer always names the other investment, and only a rollover writes one.
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_transfer_source_check
  CHECK ((kind NOT IN ('transfer_in', 'transfer_out')) = (source <> 'rollover') AND (source <> 'rollover' OR source_id IS NOT NULL));
-- One rollover per investment, each side once: a replayed close cannot move the money twice.
CREATE UNIQUE INDEX ledger_entries_one_transfer_in ON ledger_entries (investment_id) WHERE kind = 'transfer_in';
CREATE UNIQUE INDEX ledger_entries_one_transfer_out ON ledger_entries (investment_id) WHERE kind = 'transfer_out';

-- The books check's sixth rule: each rollover moves the same money out and in.
ALTER TABLE books_check_differences DROP CONSTRAINT books_check_differences_rule_check;
ALTER TABLE books_check_differences ADD CONSTRAINT books_check_differences_rule_check
  CHECK (rule IN ('status', 'cycle_profit', 'money_held', 'future_dated', 'cycle_pool', 'transfers'));

-- Investors with no choice are asked once before the deadline (set by a conditional UPDATE with the mail).
ALTER TABLE investments ADD COLUMN maturity_asked_at timestamptz;
CREATE INDEX investments_maturity_ask_idx ON investments (cycle_id) WHERE maturity_choice IS NULL AND maturity_asked_at IS NULL AND status = 'active';

-- "Reinvest at maturity" becomes the choice: one truth. The reinvest column stays for old exports
-- and readers, but what is shown and acted on derives from maturity_choice.
UPDATE investments SET maturity_choice = 'rollover_all', maturity_chosen_at = requested_at
WHERE reinvest AND maturity_choice IS NULL;

-- The agreement: a NEW template version (versions are never rewritten) with the maturity clause and the
-- rounds clause after clause 7; the words are the contract's MATURITY_RULE and ROUND_RULE.
INSERT INTO agreement_templates (version, body, created_by_name)
SELECT latest.version + 1,
  CASE
    WHEN position('## 8. Cancellation before the cycle starts' IN latest.body) > 0
      THEN replace(
        replace(latest.body, 'unless you have asked us to reinvest.', 'unless you chose to roll it over (clause 7A).'),
        '## 8. Cancellation before the cycle starts',
        E'## 7A. What happens at maturity\n\n{{rules.maturity}}\n\n## 7B. Rounds that do not reach their minimum, and late money\n\n{{rules.rounds}}\n\n## 8. Cancellation before the cycle starts')
    ELSE rtrim(latest.body, E' \n') || E'\n\n## What happens at maturity\n\n{{rules.maturity}}\n\n## Rounds that do not reach their minimum, and late money\n\n{{rules.rounds}}\n'
  END,
  'Breadbasket Ventures'
FROM (SELECT version, body FROM agreement_templates ORDER BY version DESC LIMIT 1) AS latest
WHERE position('{{rules.maturity}}' IN latest.body) = 0;

-- /faq: both rules as entries after the rounding entry (or last), in a database that already has FAQs.
UPDATE faqs SET sort_order = sort_order + 2, updated_at = now()
WHERE sort_order > coalesce((SELECT min(sort_order) FROM faqs WHERE question = 'How are results rounded, and where do the leftover pence go?'), (SELECT max(sort_order) FROM faqs))
  AND NOT EXISTS (SELECT 1 FROM faqs WHERE question = 'What happens to my money at maturity?');
INSERT INTO faqs (question, answer, sort_order)
SELECT q.question, q.answer, base.at + q.n
FROM (VALUES
  (1, 'What happens to my money at maturity?', 'Before your cycle ends you choose what happens to your money at maturity: pay out capital and profit; roll the capital into the next round, pay out the profit; or roll capital and profit into the next round. You may choose or change your choice until 14 days before the cycle''s expected end; if you have not chosen by then, we pay out capital and profit. A rollover moves your money inside our books (no money leaves the bank) into a new investment in the plan''s next open round, in whole units at that round''s price; any pence that do not make a whole unit are paid out. If the plan has no open round with enough units when the cycle closes, the money is paid out instead.'),
  (2, 'What if a round does not reach its minimum, or my money arrives late?', 'A round that has not reached its minimum by its closing date may be extended once by up to 28 days (you will be told); if it still has not, it is cancelled and every payment is refunded in full to the account it came from. Money that arrives after a round has closed is never put into a running cycle: you choose the plan''s next open round or a refund.')
) AS q(n, question, answer),
  (SELECT coalesce((SELECT min(sort_order) FROM faqs WHERE question = 'How are results rounded, and where do the leftover pence go?'), (SELECT max(sort_order) FROM faqs)) AS at) AS base
WHERE EXISTS (SELECT 1 FROM faqs) AND NOT EXISTS (SELECT 1 FROM faqs WHERE question = 'What happens to my money at maturity?');
