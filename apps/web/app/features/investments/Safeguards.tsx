import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import {
  RISK_SUMMARY_PATH,
  STEP_STATE_LABELS,
  formatDateTime,
  gettingStartedSteps,
  type CheckResult,
  type GettingStartedStep,
  type InvestorSafeguards,
  type SafeguardStatus,
} from '@app/contract';
import { withReturnPath } from '../auth/session';

/**
 * The steps before a first investment as the investor sees them: every step with its state, from
 * the one list the contract declares (`gettingStartedSteps`). The cooling-off is read against the browser's clock, so the page opens the last step at the
 * stated time without a reload (the server checks again when the request is sent).
 */

export type SafeguardStepKey = 'verification' | 'category' | 'check' | 'cooling_off' | 'invest';

/** The next step, with the cooling-off counted as over once its time has passed here too. */
export function nextStepNow(status: SafeguardStatus, now = Date.now()): SafeguardStepKey {
  if (status.nextStep === 'cooling_off' && status.coolingOff.opensAt && Date.parse(status.coolingOff.opensAt) <= now) return 'invest';
  return status.nextStep;
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

/** The steps as the server computed them, re-read against the browser's clock so the wait ends on time without a reload. */
export function useGettingStarted(status: InvestorSafeguards): GettingStartedStep[] {
  useNextStep(status);
  return gettingStartedSteps(status, status.progress, new Date());
}

const STATE_ICONS = { done: CheckCircle2, waiting: Clock, to_do: Circle } as const;

/**
 * Every step from sign-up to a first investment, in order, each with its state for this investor
 * (done, waiting or to do) and a link where they can act now. The category and the check are open
 * while the ID is under review, so the waits overlap. `agreementAction` points the agreement step at
 * the invest form when the page has one.
 */
export function SafeguardChecklist({
  status,
  agreementAction,
  returnPath,
}: {
  status: InvestorSafeguards;
  agreementAction?: { to: string; label: string } | null;
  /** Where the profile form returns to once submitted (the invest page keeps the investor's choice). */
  returnPath?: string;
}) {
  const steps = useGettingStarted(status);
  return (
    <section aria-labelledby="safeguards-heading" className="card p-5 sm:p-6">
      <h2 id="safeguards-heading" className="font-display text-xl font-semibold text-forest-900">
        What happens next
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every step to your first investment. Some protect you, as UK rules expect of every investment platform.{' '}
        <Link to={RISK_SUMMARY_PATH} className="font-medium text-forest-700 underline">
          Read the risk summary
        </Link>
        .
      </p>
      <ol className="mt-5 space-y-3">
        {steps.map((step, index) => {
          const Icon = STATE_ICONS[step.state];
          const action = step.key === 'agreement' && step.state !== 'done' && agreementAction !== undefined ? agreementAction : step.action;
          const to = action && step.key === 'profile' && returnPath ? withReturnPath(action.to, returnPath) : action?.to;
          const className = `btn btn-sm mt-3 ${step.state === 'to_do' ? 'btn-primary' : 'btn-outline'}`;
          return (
            <li
              key={step.key}
              className={`flex gap-3 rounded-xl border p-4 ${step.state !== 'done' && (action || step.state === 'waiting') ? 'border-forest-300 bg-forest-50' : 'border-stone-200'}`}
            >
              <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${step.state === 'to_do' ? 'text-stone-500' : 'text-forest-700'}`} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-ink">
                  <span>
                    {index + 1}. {step.title}
                  </span>
                  <span className={`text-xs font-semibold uppercase tracking-wide ${step.state === 'to_do' ? 'text-ink' : 'text-forest-700'}`}>
                    {STEP_STATE_LABELS[step.state]}
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-ink/80">{step.text}</p>
                {action &&
                  to &&
                  // A link within the page (the invest form's agreement) keeps the address as it is.
                  (to.startsWith('#') ? (
                    <a href={to} className={className}>
                      {action.label}
                    </a>
                  ) : (
                    <Link to={to} className={className}>
                      {action.label}
                    </Link>
                  ))}
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
