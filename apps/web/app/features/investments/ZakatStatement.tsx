import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { SITE_NAME, ZAKAT_NOTE, formatDate, londonDay, zakatQuerySchema, ZAKAT_MESSAGES, type ZakatStatement as ZakatStatementData } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { money } from './bits';
import { useInvestorProfile } from './api';

const useZakat = (date: string) =>
  useQuery({
    queryKey: ['zakat', date],
    queryFn: async () => (await api.get<{ data: ZakatStatementData }>(`/investor/zakat?date=${encodeURIComponent(date)}`)).data,
    retry: false,
  });

/**
 * The zakat statement: the value of the investor's holdings on a day they pick (today by default),
 * per investment capital and profit credited and not yet paid out, from the ledger to that day.
 * The day is in the address (?date=), so the page can be reloaded, kept and printed as it is.
 */
export function ZakatStatement() {
  const [params, setParams] = useSearchParams();
  const today = londonDay(new Date());
  const typed = params.get('date') ?? today;
  // Checked here with the server's own rules, so a bad day says why without a round trip (the server
  // checks "not after today" again on its own clock).
  const parsed = zakatQuerySchema.safeParse({ date: typed });
  const problem = parsed.success ? (typed > today ? ZAKAT_MESSAGES.inFuture : null) : (parsed.error.issues[0]?.message ?? ZAKAT_MESSAGES.notADate);
  const zakat = useZakat(problem ? today : typed);
  const profile = useInvestorProfile();
  return (
    <div className="space-y-6" id="zakat-statement">
      <div className="print:hidden">
        <BackLink to="/portfolio">My portfolio</BackLink>
      </div>
      <PageHeader
        title="Zakat statement"
        description="What your holdings with us were worth on a day you choose: the capital we held for you and the profit credited to you and not yet paid out."
      />
      <div role="group" className="card flex flex-wrap items-end gap-3 p-5 print:hidden" aria-label="Zakat statement day">
        <div>
          <label htmlFor="zakat-date" className="label">
            Value on
          </label>
          <input
            id="zakat-date"
            type="date"
            className="input w-auto"
            max={today}
            value={typed}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'zakat-date-error' : undefined}
            onChange={(event) => setParams(event.target.value ? { date: event.target.value } : {}, { replace: true })}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Print
        </button>
        {problem && (
          <p id="zakat-date-error" className="field-error w-full" role="alert">
            {problem}
          </p>
        )}
      </div>
      {zakat.isPending ? (
        <Loader label="Loading your holdings..." />
      ) : zakat.isError ? (
        <ErrorNotice>{errorMessage(zakat.error, 'Failed to load your holdings. Please try again.')}</ErrorNotice>
      ) : (
        <Holdings data={zakat.data} name={profile.data?.legalName ?? null} />
      )}
    </div>
  );
}

function Holdings({ data, name }: { data: ZakatStatementData; name: string | null }) {
  return (
    <section aria-labelledby="zakat-holdings-heading" className="card p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <h2 id="zakat-holdings-heading" className="font-display text-lg font-semibold text-forest-900">
        Your holdings on {formatDate(data.date)}
      </h2>
      {data.investments.length === 0 ? (
        <p className="mt-3 text-sm text-muted">We held nothing for you on this day.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">Capital and profit held for you per investment on {formatDate(data.date)}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-xs text-muted">
                <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                  Investment
                </th>
                <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-medium">
                  Capital held
                </th>
                <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-medium">
                  Profit not paid out
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {data.investments.map((line) => (
                <tr key={line.investmentId} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-2 sm:pr-3 text-left font-normal">
                    <span className="font-medium text-ink">{line.planTitle}</span>
                    <span className="block text-xs text-muted">{line.reference}</span>
                  </th>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(line.capital, line.currency)}</td>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(line.profit, line.currency)}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{money(line.total, line.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {data.totals.map((total) => (
                <tr key={total.currency} className="font-semibold">
                  <th scope="row" className="py-2 pr-2 sm:pr-3 text-left">
                    Total{data.totals.length > 1 ? ` (${total.currency})` : ''}
                  </th>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(total.capital, total.currency)}</td>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(total.profit, total.currency)}</td>
                  <td className="py-2 text-right tabular-nums text-forest-900">{money(total.total, total.currency)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
      <p className="mt-5 text-xs text-muted">{ZAKAT_NOTE}</p>
      {/* On paper, whose holdings these are and who states them. */}
      <p className="mt-3 hidden text-xs text-muted print:block">
        {name ? `Prepared for ${name} by ${SITE_NAME}` : `Prepared by ${SITE_NAME}`} on {formatDate(new Date())}.
      </p>
    </section>
  );
}
