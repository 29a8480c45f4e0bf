/**
 * Version 1 of the Mudarabah agreement, stored when the database has no template yet. Staff edit
 * it in the back office (Admin, Agreement template); every save is a new version.
 */
export const DEFAULT_AGREEMENT_TEMPLATE = `# Mudarabah Investment Agreement

Agreement reference: {{agreement.reference}}

Date of acceptance: {{agreement.date}}

## 1. The parties

This agreement is made between {{company.name}}, of {{company.address}} ({{company.registration}}), acting as the managing partner (mudarib), and {{investor.legalName}}, of {{investor.address}}, the investor (rabb al-mal).

Together we are "the parties". We means {{company.name}}; you means the investor named above.

## 2. What you are investing in

You place capital with us to finance a farm cycle of the plan below, run by our partner farmers in Bangladesh under our supervision. The plan is recorded as it stood when you made your request; later changes to the plan do not change this agreement.

- Plan: {{plan.title}}
- Cycle length: {{plan.duration}}
- Amount per unit: {{plan.amountPerUnit}}
- Units: {{investment.units}}
- Your capital: {{investment.amount}}
- Projected profit (your share, not guaranteed): {{investment.projectedProfit}}, that is {{plan.profitPerUnit}} per unit
- Investment reference: {{investment.reference}}

## 3. The farm cycle and its dates

{{cycle.description}} {{rules.lateMoney}} The cycle is expected to end one cycle length after it starts.

## 4. Sharing profit

{{rules.profitShare}} The projected profit is an estimate based on past cycles and current prices; it is not a promise, and no fixed or minimum return is paid. No interest (riba) is paid or charged at any point.

{{rules.rounding}}

## 5. Bearing a loss

{{rules.loss}} We do not ask you for more than your capital. If a loss is caused by our negligence, misconduct or breach of this agreement, we bear that loss ourselves and repay the capital it cost you.

## 6. Our duties as managing partner

We manage the cycle with care and skill: we select and supervise partner farmers, buy livestock and feed, arrange veterinary care and insurance where it is available, and sell at a fair market price. We keep proper records of each cycle, send you field updates while it runs, and give you the cycle's result (revenue, costs, profit or loss, and your share) when it closes.

## 7. Payment and payout

You pay by bank transfer into our company account, quoting your investment reference; we never take card payments for investments. When the cycle closes we pay your capital and your share of any profit to the bank account registered in your name, within 30 days of the end of the cycle, unless you chose to roll it over (clause 7A).

## 7A. What happens at maturity

{{rules.maturity}}

## 7B. Rounds that do not reach their minimum, and late money

{{rules.rounds}}

## 8. Cancellation before the cycle starts

You may cancel your request at any time before your transfer is received, free of charge, from your portfolio. If we cancel a cycle before it starts, or cannot place your capital in a cycle, we return your capital in full, with no deduction, to the account it came from.

## 9. Early exit

The capital is committed to living animals and crops once the cycle starts, so it cannot normally be withdrawn early. In hardship, write to us: where another investor takes over your units, or where we can release capital without harming the other investors, we return your capital less any loss already recorded in the cycle, and you share in no profit of that cycle.

## 10. Shariah basis

This is a Mudarabah partnership: you provide capital, we provide management and work through our partner farmers, profit is shared in an agreed ratio and a financial loss falls on the capital. The partnership finances only halal activity, involves no interest, and is free of excessive uncertainty (gharar): the plan, the ratio and the rules are fixed here before you invest. Our Shariah approach is explained on the Shariah page of our website, and the risks of farm investment on its Risk page.

## 11. Complaints

If you are unhappy with anything we have done, write to {{company.email}} quoting your reference. We acknowledge every complaint within 5 working days and give you our final answer within 8 weeks. If you are not satisfied with our answer, you may take the matter to the courts named below.

## 12. Governing law

This agreement is governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute arising from it. The parties will first try in good faith to settle any dispute by discussion, in keeping with the spirit of partnership.

## 13. Acceptance

You accept this agreement electronically by typing your full legal name and confirming that you have read and agree to it. Your acceptance, its date and time, and a fingerprint (SHA-256) of this document are recorded, and both parties keep the same copy.
`;
