import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle, CircleDot, XCircle } from 'lucide-react';
import {
  COOLING_OFF_HOURS,
  INVESTOR_CATEGORY_LABELS,
  RISK_SUMMARY_PATH,
  formatDate,
  formatDateTime,
  type CheckResult,
  type SafeguardStatus,
} from '@app/contract';
import { money } from './bits';

/**
 * The steps before a first investment as the investor sees them: a checklist with the next step to
 * do. The cooling-off is read against the browser's clock, so the page opens the last step at the
 * stated time without a reload (the server checks again when the request is sent).
 */

export type SafeguardStepKey = 'verification' | 'category' | 'check' | 'cooling_off' | 'invest';

/** The next step, with the cooling-off counted as over once its time has passed here too. */
export function nextStepNow(status: SafeguardStatus, now = Date.now()): SafeguardStepKey {
  if (status.nextStep === 'cooling_off' && status.coolingOff.opensAt && Date.parse(status.coolingOff.opensAt) <= now) return 'invest';
  return status.nextStep;
}

const ORDER: SafeguardStepKey[] = ['verification', 'category', 'check', 'cooling_off', 'invest'];

type Step = { key: SafeguardStepKey; title: string; text: string; action?: { to: string; label: string } };

function stepsOf(status: SafeguardStatus, investPath: string): Step[] {
  const verification = status.verification.status;
  return [
    {
      key: 'verification',
      title: 'Verify your identity',
      text:
        verification === 'verified'
          ? `Verified on ${formatDate(status.verification.completedAt)}.`
          : verification === 'pending'
            ? 'Your profile is being reviewed. We will email you when you are verified.'
            : 'Your details, your address and a copy of your ID. It takes a few minutes.',
      action:
        verification === 'pending'
          ? { to: '/portfolio/verify', label: 'View your profile' }
          : { to: '/portfolio/verify', label: 'Complete your investor profile' },
    },
    {
      key: 'category',
      title: 'Declare your investor category',
      text: status.category.valid
        ? `${INVESTOR_CATEGORY_LABELS[status.category.category!]}, declared on ${formatDate(status.category.declaredAt)} (renew by ${formatDate(status.category.expiresAt)}).`
        : status.category.declaredAt
          ? `Your declaration of ${formatDate(status.category.declaredAt)} is over 12 months old. Please renew it.`
          : 'Restricted, high-net-worth or sophisticated: tell us which describes you. Renewed every 12 months.',
      action: { to: '/portfolio/category', label: status.category.declaredAt ? 'Renew your category' : 'Declare your category' },
    },
    {
      key: 'check',
      title: 'Take the appropriateness check',
      text: status.check.valid
        ? `Passed on ${formatDate(status.check.passedAt)} (valid until ${formatDate(status.check.expiresAt)}).`
        : status.check.retakeAt
          ? `You can take the check again from ${formatDateTime(status.check.retakeAt)}.`
          : 'Six short questions on the risks, to make sure this investment suits you.',
      action: { to: '/portfolio/check', label: status.check.retakeAt ? 'See your answers' : 'Take the check' },
    },
    {
      key: 'cooling_off',
      title: `Take ${COOLING_OFF_HOURS} hours to think it over`,
      text: status.coolingOff.opensAt
        ? `Your first investment request can be placed from ${formatDateTime(status.coolingOff.opensAt)}.`
        : status.coolingOff.firstInvestment
          ? `Your first request can be placed ${COOLING_OFF_HOURS} hours after you complete the steps above.`
          : 'Done: only a first investment waits.',
    },
    {
      key: 'invest',
      title: 'Invest',
      text: status.limit
        ? `As a restricted investor you can request up to ${money(status.limit.remaining)} more in the next 12 months.`
        : 'Choose a plan and request an investment; you pay by bank transfer.',
      action: { to: investPath, label: investPath === '/investment-plans' ? 'Choose a plan' : 'Continue to your investment' },
    },
  ];
}

/**
 * The step to show now, moving on by itself when the cooling-off ends: one timer to the opening
 * time, not a countdown, so the page simply updates when the time comes.
 */
export function useNextStep(status: SafeguardStatus | undefined): SafeguardStepKey | undefined {
  const [now, setNow] = useState(() => Date.now());
  const opensAt = status?.coolingOff.opensAt ? Date.parse(status.coolingOff.opensAt) : null;
  useEffect(() => {
    if (opensAt === null || opensAt <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(opensAt - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [opensAt]);
  return status && nextStepNow(status, now);
}

export function SafeguardChecklist({ status, investPath = '/investment-plans' }: { status: SafeguardStatus; investPath?: string }) {
  const next = useNextStep(status)!;
  const nextIndex = ORDER.indexOf(next);
  return (
    <section aria-labelledby="safeguards-heading" className="card p-5 sm:p-6">
      <h2 id="safeguards-heading" className="font-display text-xl font-semibold text-forest-900">
        {next === 'invest' ? 'You are ready to invest' : 'Before your first investment'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        These steps protect you, as UK rules expect of every investment platform.{' '}
        <Link to={RISK_SUMMARY_PATH} className="font-medium text-forest-700 underline">
          Read the risk summary
        </Link>
        .
      </p>
      <ol className="mt-5 space-y-3">
        {stepsOf(status, investPath).map((step, index) => {
          const state = index < nextIndex ? 'done' : index === nextIndex ? 'current' : 'upcoming';
          const Icon = state === 'done' ? CheckCircle2 : state === 'current' ? CircleDot : Circle;
          return (
            <li
              key={step.key}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex gap-3 rounded-xl border p-4 ${state === 'current' ? 'border-forest-300 bg-forest-50' : 'border-stone-200'}`}
            >
              <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${state === 'upcoming' ? 'text-stone-400' : 'text-forest-700'}`} aria-hidden="true" />
              <div className="flex-1">
                <p className="font-semibold text-ink">
                  {index + 1}. {step.title}
                  <span className="sr-only">{state === 'done' ? ' (done)' : state === 'current' ? ' (next step)' : ' (to do)'}</span>
                </p>
                <p className="mt-0.5 text-sm text-ink/80">{step.text}</p>
                {state === 'current' && step.action && (
                  <Link to={step.action.to} className="btn btn-primary btn-sm mt-3">
                    {step.action.label}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A marked attempt: each question with the answer given, the right one and why (`retakeSaid`: the page already says when the retake opens). */
export function CheckResultView({ result, retakeSaid = false }: { result: CheckResult; retakeSaid?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result.id]);
  return (
    <section aria-labelledby="check-result-heading" className="space-y-4">
      <div className={`rounded-2xl border p-5 ${result.passed ? 'border-forest-200 bg-forest-50' : 'border-wheat-300 bg-wheat-50'}`}>
        <h2 id="check-result-heading" ref={heading} tabIndex={-1} className="font-display text-xl font-semibold text-forest-900 focus:outline-none">
          {result.passed ? 'You passed the check' : 'Not passed this time'}
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          {result.score} of {result.total} answers right
          {result.passed || retakeSaid ? '.' : `. You can take the check again from ${formatDateTime(result.retakeAt)}. Meanwhile, read why below.`}
        </p>
      </div>
      <ol className="space-y-3">
        {result.questions.map((question, index) => {
          const right = question.chosen === question.correct;
          return (
            <li key={index} className="card p-4">
              <p className="flex gap-2 font-semibold text-ink">
                {right ? (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" aria-hidden="true" />
                ) : (
                  <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <span>
                  {question.prompt}
                  <span className="sr-only">{right ? ' (right)' : ' (wrong)'}</span>
                </span>
              </p>
              <dl className="mt-2 space-y-1 pl-7 text-sm">
                {!right && (
                  <div>
                    <dt className="inline font-medium">Your answer: </dt>
                    <dd className="inline">{question.options[question.chosen] ?? '—'}</dd>
                  </div>
                )}
                <div>
                  <dt className="inline font-medium">{right ? 'Your answer, the right one: ' : 'The right answer: '}</dt>
                  <dd className="inline">{question.options[question.correct]}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">Why: </dt>
                  <dd className="inline text-ink/80">{question.explanation}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
