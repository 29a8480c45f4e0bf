import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { RISK_SUMMARY_PATH, riskWarningIn } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

/**
 * The UK high-risk investment warning, a slim banner at the very top of every page that shows a plan
 * or a return (the public shell, the invest screen), so it is read before anything else on a phone.
 * In the page's language: the required English, or its Bengali translation from the contract.
 */
export function RiskWarning() {
  const language = useLanguage();
  const to = useLocalPath();
  const warning = riskWarningIn(language);
  return (
    <section aria-label={m.risk_warning_region({}, { locale: language })} className="border-b border-earth-400/30 bg-wheat-100 text-ink">
      <p className="mx-auto flex w-full max-w-7xl items-start gap-2 px-5 py-2 text-[0.8125rem] leading-snug sm:px-8">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-earth-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{warning.headline}</strong> {warning.body}{' '}
          <Link to={to(RISK_SUMMARY_PATH)} className="whitespace-nowrap font-medium text-forest-800 underline underline-offset-2">
            {warning.link}
          </Link>
        </span>
      </p>
    </section>
  );
}

const READ_LINK = 'font-medium text-forest-700 underline underline-offset-2';

/**
 * What a plan page says of risk before anyone invests, written once so the plan list and a plan's own
 * page cannot come to say it differently. The sentence is one catalogue message with its links as
 * placeholders, so each language orders them its own way.
 */
export function PlanRiskNote({ className }: { className: string }) {
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const links = {
    risks: ['/risk', m.public_plan_risk_note_risks({}, say)],
    shariah: ['/shariah', m.public_plan_risk_note_shariah({}, say)],
    terms: ['/terms-and-conditions', m.public_plan_risk_note_terms({}, say)],
    record: ['/track-record', m.public_plan_risk_note_record({}, say)],
  } as const;
  // Split on the placeholders ({risks} ...) and put each link in its place.
  const parts = m
    .public_plan_risk_note({ risks: '\u0000risks\u0000', shariah: '\u0000shariah\u0000', terms: '\u0000terms\u0000', record: '\u0000record\u0000' }, say)
    .split('\u0000');
  return (
    <p className={className}>
      {parts.map((part, i) => {
        const link = i % 2 === 1 ? links[part as keyof typeof links] : undefined;
        return link ? (
          <Link key={i} to={to(link[0])} className={READ_LINK}>
            {link[1]}
          </Link>
        ) : (
          part
        );
      })}
    </p>
  );
}
