import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CHECK_RETAKE_HOURS, RISK_SUMMARY_PATH, SAFEGUARD_MESSAGES, formatDate, type CheckAttempt, type CheckResult } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { CheckResultView } from './Safeguards';
import { useSafeguards, useStartCheck, useSubmitCheck } from './safeguards-api';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormSubmit } from './bits';

/** The appropriateness check: start, answer every question, and see what was right and why. */
export function AppropriatenessCheck() {
  const status = useSafeguards();
  const start = useStartCheck();
  const [attempt, setAttempt] = useState<CheckAttempt | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  if (status.isPending) return <Loader label="Loading..." />;
  if (status.isError) return <ErrorNotice>{errorMessage(status.error, 'Failed to load the check. Please try again.')}</ErrorNotice>;
  const check = status.data.check;

  const begin = async () => {
    try {
      setAttempt(await start.mutateAsync());
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start the check. Please try again.'));
    }
  };

  let body;
  if (result) body = <CheckResultView result={result} />;
  else if (attempt) body = <Quiz attempt={attempt} onMarked={setResult} />;
  else if (check.valid)
    body = (
      <p role="status" className="rounded-2xl border border-forest-200 bg-forest-50 p-5 text-sm text-ink">
        You passed the check on {formatDate(check.passedAt)}. It stays valid until {formatDate(check.expiresAt)}.
      </p>
    );
  else if (check.retakeAt && check.lastResult)
    body = (
      <>
        <p role="status" className="rounded-2xl border border-wheat-300 bg-wheat-50 p-5 text-sm text-ink">
          {SAFEGUARD_MESSAGES.retakeLocked(check.retakeAt)}{' '}
          <Link to={RISK_SUMMARY_PATH} className="font-medium text-forest-700 underline">
            Read the risk summary
          </Link>
        </p>
        <CheckResultView result={check.lastResult} retakeSaid />
      </>
    );
  else
    body = (
      <div className="card space-y-3 p-5 sm:p-6">
        <h2 className="font-display text-lg font-semibold text-forest-900">Six questions about the risks</h2>
        <p className="text-sm text-ink/80">
          Before you invest, we check that you understand what you are investing in. Answer every question; if an answer is wrong we explain why, and you can
          try again after {CHECK_RETAKE_HOURS} hours. A pass stays valid for 12 months.{' '}
          <Link to={RISK_SUMMARY_PATH} className="font-medium text-forest-700 underline">
            Read the risk summary first
          </Link>
          .
        </p>
        <button type="button" className="btn btn-primary" onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Start the check'}
        </button>
      </div>
    );

  return (
    <div className="space-y-6">
      <BackLink to="/portfolio">My portfolio</BackLink>
      <PageHeader title="Appropriateness check" description="A short check that this kind of investment suits you." />
      {body}
      {result && (
        <Link to="/portfolio" className="btn btn-primary">
          Back to my portfolio
        </Link>
      )}
    </div>
  );
}

function Quiz({ attempt, onMarked }: { attempt: CheckAttempt; onMarked: (result: CheckResult) => void }) {
  const submit = useSubmitCheck();
  const [answers, setAnswers] = useState<(number | null)[]>(() => attempt.questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const first = useRef<HTMLFieldSetElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((answer) => answer === null)) return setMissing(true);
    try {
      const body = await submit.mutateAsync({ id: attempt.id, answers: answers as number[] });
      toast[body.data.passed ? 'success' : 'info'](body.message);
      onMarked(body.data);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send your answers. Please try again.'));
    }
  };

  return (
    <form method="post" onSubmit={send} noValidate className="space-y-4" aria-label="Appropriateness check">
      {attempt.questions.map((question, index) => (
        <fieldset key={index} ref={index === 0 ? first : undefined} className="card p-4 sm:p-5">
          <legend className="float-left w-full font-semibold text-ink">
            {index + 1}. {question.prompt}
          </legend>
          <div className="clear-both space-y-2 pt-3">
            {question.options.map((option, optionIndex) => (
              <label
                key={optionIndex}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-forest-400 has-[:checked]:bg-forest-50"
              >
                <input
                  type="radio"
                  name={`question-${index}`}
                  value={optionIndex}
                  checked={answers[index] === optionIndex}
                  onChange={() => setAnswers((previous) => previous.map((answer, i) => (i === index ? optionIndex : answer)))}
                  className="mt-0.5"
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {missing && answers.some((answer) => answer === null) && (
        <p role="alert" className="field-error">
          {SAFEGUARD_MESSAGES.answersRequired()}
        </p>
      )}
      <FormSubmit busy={submit.isPending} label="Send my answers" busyLabel="Marking..." />
    </form>
  );
}
