-- The seeded risk answer said "a loss is shared too", but a loss falls on the capital (LOSS_RULE in
-- packages/contract, what the cycle close applies). Only the untouched seeded answer is rewritten:
-- an answer staff have edited is theirs.
UPDATE faqs
SET answer = 'Farming carries real risk: animal illness, weather and market prices. We reduce it with veterinary care, insurance where it is available, experienced field managers and spreading each cluster across many farmers, but profit is not guaranteed. Under Mudarabah a financial loss falls on the capital, shared by the investors in proportion to their units; the partner farmer loses the value of their work.',
    updated_at = now()
WHERE answer = 'Farming carries real risk: animal illness, weather and market prices. We reduce it with veterinary care, insurance where it is available, experienced field managers and spreading each cluster across many farmers, but profit is not guaranteed and, as in any true partnership, a loss is shared too.';
