import { ROUNDING_RULE, cycleAccountRows, type CycleAccount, type InvestmentAccountShare } from '@app/contract';

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
  const rows = cycleAccountRows(account, { share, whole });
  return (
    <div>
      <table className="w-full text-sm" data-testid="cycle-account">
        <caption className="mb-2 text-left font-display text-lg font-semibold text-forest-900">{caption}</caption>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, index) => (
            <tr key={`${row.label}-${index}`} className={row.tone === 'total' ? 'border-t-2 border-stone-300 font-semibold' : undefined}>
              <th
                scope="row"
                className={`py-1.5 pr-3 text-left font-normal ${row.tone === 'indent' ? 'pl-4 text-muted' : ''} ${row.tone === 'total' ? 'font-semibold' : ''}`}
              >
                {row.label}
              </th>
              {/* On a phone an amount with its taka wraps before "(BDT", never inside a figure (its sign is joined by a no-break space). */}
              <td className={`py-1.5 text-right tabular-nums sm:whitespace-nowrap ${row.tone === 'strong' || row.tone === 'total' ? 'font-semibold' : ''}`}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">{ROUNDING_RULE}</p>
    </div>
  );
}
