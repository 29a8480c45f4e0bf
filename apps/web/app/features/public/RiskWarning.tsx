import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { RISK_SUMMARY_PATH, RISK_WARNING } from '@app/contract';

/**
 * The UK high-risk investment warning, a slim banner at the very top of every page that shows a plan
 * or a return (the public shell, the invest screen), so it is read before anything else on a phone.
 */
export function RiskWarning() {
  return (
    <section aria-label="Risk warning" className="border-b border-earth-400/30 bg-wheat-100 text-ink">
      <p className="mx-auto flex w-full max-w-7xl items-start gap-2 px-5 py-2 text-[0.8125rem] leading-snug sm:px-8">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-earth-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{RISK_WARNING.headline}</strong> {RISK_WARNING.body}{' '}
          <Link to={RISK_SUMMARY_PATH} className="whitespace-nowrap font-medium text-forest-800 underline underline-offset-2">
            {RISK_WARNING.link}
          </Link>
        </span>
      </p>
    </section>
  );
}

const READ_LINK = 'font-medium text-forest-700 underline underline-offset-2';

/**
 * What a plan page says of risk before anyone invests, written once so the plan list and a plan's own
 * page cannot come to say it differently.
 */
export function PlanRiskNote({ className }: { className: string }) {
  return (
    <p className={className}>
      Livestock can fall ill and market prices move. Expected profits are estimates based on previous cycles and are not guaranteed. Under our profit-and-loss
      sharing terms your capital is at risk. Read{' '}
      <Link to="/risk" className={READ_LINK}>
        the risks in plain words
      </Link>
      ,{' '}
      <Link to="/shariah" className={READ_LINK}>
        how we follow Shariah
      </Link>{' '}
      and our{' '}
      <Link to="/terms-and-conditions" className={READ_LINK}>
        Terms and Conditions
      </Link>{' '}
      before investing, and see{' '}
      <Link to="/track-record" className={READ_LINK}>
        the actual results of every closed cycle
      </Link>
      .
    </p>
  );
}
