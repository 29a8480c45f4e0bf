import { ROUNDING_RULE, countOf, formatExactMoney, formatMoney, groupDigits, type CycleAccount, type InvestmentAccountShare } from '@app/contract';

type Row = { label: string; value: string; tone?: 'indent' | 'total' | 'strong' };

/**
 * A closed cycle's account as one table: revenue, each cost, net, the halves, per unit exact and
 * credited; with `share` the investment's units and share, exact and credited; with `whole` (staff
 * and the public page) what became of the rest of the investors' half. ROUNDING_RULE under it.
 */
export function CycleAccountTable({
  account,
  share,
  whole = false,
  caption = 'The cycle’s account',
}: {
  account: CycleAccount;
  share?: InvestmentAccountShare;
  whole?: boolean;
  caption?: string;
}) {
  const money = (pence: number) => formatMoney(pence, account.currency);
  const units = (n: number) => countOf(n, { one: 'unit', other: 'units' });
  const rows: Row[] = [
    { label: 'Sale revenue', value: money(account.revenuePence) },
    ...account.costLines.map((line): Row => ({ label: `Less ${line.label}`, value: money(-line.amountPence), tone: 'indent' })),
    { label: 'Total costs', value: money(-account.costsPence) },
    { label: account.isLoss ? 'Net loss' : 'Net profit', value: money(account.netPence), tone: 'total' },
    account.isLoss
      ? { label: 'Partner farmer’s half', value: `${money(0)} (they lose the value of their work)` }
      : {
          label: 'Partner farmer’s half',
          value: `${money(account.farmersHalfPence)}${account.oddPennyPence ? ` (with the odd ${money(account.oddPennyPence)})` : ''}`,
        },
    { label: account.isLoss ? 'Investors’ share: the whole loss' : 'Investors’ half', value: money(account.investorsHalfPence) },
    { label: `Per unit, exact (÷ ${units(account.units)})`, value: formatExactMoney(account.perUnitExact, account.currency) },
    { label: 'Per unit, credited (rounded toward zero)', value: money(account.perUnitPence), tone: 'strong' },
    ...(share
      ? ([
          { label: 'Your units', value: `${groupDigits(share.units)} of ${groupDigits(account.units)} (${share.sharePercent}% of the cycle)` },
          { label: 'Your exact share', value: formatExactMoney(share.exactShare, account.currency) },
          { label: 'Your share, credited', value: money(share.creditedPence), tone: 'total' },
        ] satisfies Row[])
      : []),
    ...(whole
      ? ([
          { label: `Credited to investors (${units(account.investedUnits)})`, value: money(account.creditedPence) },
          {
            label: account.isLoss ? 'Rounding leftover (borne by the venture)' : 'Rounding leftover (to the partner farmer)',
            value: money(account.roundingLeftoverPence),
          },
          { label: `Share of units nobody bought (${units(account.unsoldUnits)}, the venture’s)`, value: money(account.unsoldSharePence) },
        ] satisfies Row[])
      : []),
  ];
  return (
    <div>
      <table className="w-full text-sm" data-testid="cycle-account">
        <caption className="mb-2 text-left font-display text-lg font-semibold text-forest-900">{caption}</caption>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, index) => (
            <tr key={`${row.label}-${index}`} className={row.tone === 'total' ? 'border-t-2 border-stone-300 font-semibold' : undefined}>
              <th scope="row" className={`py-1.5 pr-3 text-left font-normal ${row.tone === 'indent' ? 'pl-4 text-muted' : ''} ${row.tone === 'total' ? 'font-semibold' : ''}`}>
                {row.label}
              </th>
              <td className={`py-1.5 text-right tabular-nums ${row.tone === 'strong' || row.tone === 'total' ? 'font-semibold' : ''}`}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">{ROUNDING_RULE}</p>
    </div>
  );
}
