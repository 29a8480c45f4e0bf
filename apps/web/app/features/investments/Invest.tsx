import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import {
  AGREEMENT_MESSAGES,
  formatDate,
  ROUND_MESSAGES,
  ROUND_PAGE_MESSAGES,
  unitsText,
  INVESTMENT_MESSAGES,
  MAX_UNITS_PER_REQUEST,
  expectedProfit,
  investFormPath,
  investmentAmount,
  investmentRequestSchema,
  namesMatch,
  planTerms,
  gettingStartedOpen,
  restrictedLimitRefusal,
  unitsFromQuery,
  type SafeguardStatus,
  type BankTransferDetails,
  type Investment,
  type InvestmentPlan,
  type InvestmentRequestInput,
  type RoundView,
} from '@app/contract';
import { z } from 'zod';
import { ApiError, apiUrl, errorMessage } from '../../lib/api';
import { CheckField, Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { formatDuration } from '../public/format';
import { useInvestorProfile, usePlan, useRequestInvestment } from './api';
import { BankTransferCard, FormSubmit, InvestorRiskWarning, money } from './bits';
import { useAgreementPreview } from '../agreements/api';
import { AgreementText } from '../agreements/Agreement';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import { SafeguardChecklist, useNextStep } from './Safeguards';
import { useSafeguards } from './safeguards-api';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { usePlanRounds } from '../rounds/api';

export function Invest() {
  const { planId = '' } = useParams();
  const units = unitsFromQuery(useSearchParams()[0].get('units'));
  const plan = usePlan(planId);
  const rounds = usePlanRounds(planId);
  const profile = useInvestorProfile();
  const safeguards = useSafeguards();
  // The form takes the checklist's place the moment the cooling-off ends, without a reload.
  const nextStep = useNextStep(safeguards.data);
  const [done, setDone] = useState<{ investment: Investment; bank: BankTransferDetails } | null>(null);
  if (plan.isPending || profile.isPending || safeguards.isPending || rounds.isPending) return <Loader label="Loading..." />;
  if (plan.isError) return <ErrorNotice>{errorMessage(plan.error, INVESTMENT_MESSAGES.planNotFound)}</ErrorNotice>;
  if (profile.isError) return <ErrorNotice>{errorMessage(profile.error, 'Failed to load your investor profile.')}</ErrorNotice>;
  if (safeguards.isError) return <ErrorNotice>{errorMessage(safeguards.error, 'Failed to load your investor profile.')}</ErrorNotice>;

  return (
    <div className="space-y-6">
      <InvestorRiskWarning />
      <BackLink to={`/investment-plans/${planId}`}>{plan.data.title}</BackLink>
      <PageHeader title={done ? 'Investment requested' : 'Make an investment'} description={`Plan: ${plan.data.title}`} />
      {done ? (
        <Requested investment={done.investment} bank={done.bank} />
      ) : profile.data.status !== 'verified' || nextStep !== 'invest' ? (
        <>
          <p className="text-sm text-ink">
            Your choice is kept: <strong>{unitsText(units)}</strong> of {plan.data.title}. This page opens with it once the steps below are done.
          </p>
          <SafeguardChecklist status={safeguards.data} agreementAction={null} returnPath={investFormPath(planId, units)} />
        </>
      ) : !plan.data.isActive ? (
        <ErrorNotice>{INVESTMENT_MESSAGES.planInactive}</ErrorNotice>
      ) : rounds.data && !rounds.data.rounds.some((round) => round.progress.open) ? (
        <NoOpenRound planId={planId} nextExpected={rounds.data.nextExpected} />
      ) : (
        <>
          {gettingStartedOpen(safeguards.data.steps) && (
            <SafeguardChecklist status={safeguards.data} agreementAction={{ to: '#agreement-title', label: 'Read and sign it below' }} />
          )}
          <InvestForm
            plan={plan.data}
            rounds={rounds.data?.rounds.filter((round) => round.progress.open) ?? []}
            onRoundsStale={() => void rounds.refetch()}
            units={units}
            legalName={profile.data.legalName ?? ''}
            limit={safeguards.data.limit}
            onDone={setDone}
          />
        </>
      )}
    </div>
  );
}

/** The plan takes no request now: when the next round is expected, and the plan page's "tell me when it opens". */
function NoOpenRound({ planId, nextExpected }: { planId: string; nextExpected: string | null }) {
  return (
    <div className="card space-y-3 p-6">
      <p className="font-semibold text-forest-900">{ROUND_MESSAGES.noOpenRound}.</p>
      <p className="text-sm text-ink">{nextExpected ? ROUND_PAGE_MESSAGES.nextExpected(nextExpected) : ROUND_PAGE_MESSAGES.noRound}.</p>
      <Link to={`/investment-plans/${planId}`} className="btn btn-outline">
        Ask to be told when it opens
      </Link>
    </div>
  );
}

/** The round a request is for: a choice when the plan has several open, else the one open round named. */
function RoundChoice({ rounds, chosen, onChoose }: { rounds: RoundView[]; chosen: RoundView | undefined; onChoose: (id: string) => void }) {
  const describe = (round: RoundView) => `${ROUND_MESSAGES.unitsLeft(round.progress.unitsLeft, round.units)} · closes ${formatDate(round.fundingClosesOn)}`;
  if (rounds.length <= 1)
    return chosen ? (
      <p className="rounded-xl border border-forest-900/10 bg-forest-50 px-4 py-3 text-sm">
        <span className="font-semibold text-forest-900">Round: {chosen.name}</span>
        <span className="block text-muted">{describe(chosen)}</span>
      </p>
    ) : null;
  return (
    <fieldset className="space-y-2">
      <legend className="label">Choose the round</legend>
      {rounds.map((round) => (
        <label
          key={round.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-forest-900/15 bg-white px-4 py-3 text-sm has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50"
        >
          <input type="radio" name="cycleId" value={round.id} checked={chosen?.id === round.id} onChange={() => onChoose(round.id)} className="mt-1" />
          <span>
            <span className="block font-semibold text-forest-900">{round.name}</span>
            <span className="block text-muted">{describe(round)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function InvestForm({
  plan,
  rounds,
  onRoundsStale,
  units: chosenUnits,
  legalName,
  limit,
  onDone,
}: {
  plan: InvestmentPlan;
  /** The plan's open rounds, closing soonest first (none: the rounds could not be read; the server chooses). */
  rounds: RoundView[];
  /** Units left changed under the form (a 409): read the rounds again. */
  onRoundsStale: () => void;
  /** The units chosen on the plan page (?units=). */
  units: number;
  /** The legal name on the verified profile: the name the investor signs with. */
  legalName: string;
  /** The restricted investor's 10% limit (pence), null for other categories. */
  limit: SafeguardStatus['limit'];
  onDone: (result: { investment: Investment; bank: BankTransferDetails }) => void;
}) {
  const language = useLanguage();
  const request = useRequestInvestment();
  const [roundId, setRoundId] = useState<string | undefined>(rounds[0]?.id);
  const round = rounds.find((candidate) => candidate.id === roundId) ?? rounds[0];
  const { register, handleSubmit, formState, watch, setError, setValue } = useForm<InvestmentRequestInput, unknown, z.output<typeof investmentRequestSchema>>({
    resolver: zodResolver(investmentRequestSchema),
    defaultValues: { planId: plan._id, units: chosenUnits, reinvest: false },
  });
  const errors = formState.errors;
  const units = Number(watch('units')) || 0;
  const terms = planTerms(plan);
  const { currency } = terms;
  const unitsLeft = round?.progress.unitsLeft;
  const overLeft = unitsLeft !== undefined && Number.isInteger(units) && units > unitsLeft;
  const validUnits = Number.isInteger(units) && units >= 1 && units <= MAX_UNITS_PER_REQUEST && !overLeft;
  // The server's own rule, so the warning as they type is the refusal they would get.
  const overLimit = validUnits ? restrictedLimitRefusal(limit, investmentAmount({ units, ...terms })) : null;
  const agreement = useAgreementPreview(plan._id, validUnits ? units : chosenUnits, validUnits);
  const readVersion = agreement.data?.templateVersion;
  // The version read is sent with the acceptance: a newer one must be read first.
  useEffect(() => {
    if (readVersion) setValue('agreementVersion', readVersion);
  }, [readVersion, setValue]);

  const submit = handleSubmit(async (values) => {
    if (overLeft) {
      setError('units', { message: ROUND_PAGE_MESSAGES.unitsOverLeft(unitsLeft) }, { shouldFocus: true });
      return;
    }
    if (!namesMatch(values.agreementName, legalName)) {
      setError('agreementName', { message: AGREEMENT_MESSAGES.nameMismatch() }, { shouldFocus: true });
      return;
    }
    try {
      // The round is named only when there is a choice; with one open round the server takes it.
      const body = await request.mutateAsync(rounds.length > 1 && round ? { ...values, cycleId: round.id } : values);
      toast.success(body.message);
      onDone({ investment: body.data, bank: body.bankTransfer });
    } catch (error) {
      const message = errorMessage(error, 'Failed to request the investment. Please try again.');
      // The agreement changed while it was open: the new version is shown to be read again.
      if (error instanceof ApiError && error.status === 409) {
        await agreement.refetch();
        // Or the round filled up meanwhile: its units left are shown as they are now.
        onRoundsStale();
      }
      setError('root', { message });
      toast.error(message);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="card space-y-5 p-6" aria-label="Investment request">
      <RoundChoice rounds={rounds} chosen={round} onChoose={setRoundId} />
      <Field
        label="Units"
        error={errors.units?.message ?? (overLeft ? ROUND_PAGE_MESSAGES.unitsOverLeft(unitsLeft) : undefined)}
        required
        hint={`${money(terms.amountPerUnit, currency)} per unit${unitsLeft !== undefined ? `; ${unitsLeft} left in this round` : ''}`}
      >
        {(field) => (
          <input
            {...field}
            {...register('units')}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.min(MAX_UNITS_PER_REQUEST, unitsLeft ?? MAX_UNITS_PER_REQUEST)}
            step={1}
            className="input max-w-40"
          />
        )}
      </Field>
      <div aria-live="polite">
        {overLimit && (
          <p id="limit-warning" className="rounded-xl border border-wheat-300 bg-wheat-50 p-3 text-sm text-ink">
            {overLimit}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-forest-50 p-4 text-sm sm:grid-cols-3" aria-live="polite">
        <div>
          <dt className="text-xs text-muted">You invest</dt>
          <dd className="text-lg font-semibold text-forest-900">{validUnits ? money(investmentAmount({ units, ...terms }), currency) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Projected profit (your share)</dt>
          <dd className="text-lg font-semibold text-forest-900">{validUnits ? money(expectedProfit({ units, ...terms }), currency) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Cycle</dt>
          <dd className="text-lg font-semibold text-forest-900">{formatDuration(plan)}</dd>
        </div>
      </dl>
      {plan.isRevolving && (
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" {...register('reinvest')} className="mt-1" />
          <span>
            <strong>Reinvest at maturity.</strong> When the cycle ends, put my capital into the next cycle of this plan instead of paying it out. Profit is
            still paid to me.
          </span>
        </label>
      )}
      <fieldset className="space-y-4 border-t border-stone-200 pt-5">
        <legend className="sr-only">The Mudarabah agreement</legend>
        <div>
          <h2 id="agreement-title" className="font-display text-lg font-semibold text-forest-900">
            Your Mudarabah agreement
          </h2>
          <p className="mt-1 text-sm text-muted">
            Please read it in full. It is filled in from your request and your verified profile. You sign it by typing your legal name below; the signed PDF
            stays in your portfolio to download at any time.
          </p>
        </div>
        {agreement.data ? (
          <>
            {/* On a Bengali page the binding English is marked as English; a Bengali account also reads the labelled translation. */}
            <AgreementText id="agreement-text" html={agreement.data.html} lang="en-GB" label={m.invest_agreement_binding_heading({}, { locale: language })} />
            {agreement.data.translation && (
              <div className="mt-4">
                <h3 className="font-semibold text-forest-900">{m.invest_agreement_translation_heading({}, { locale: language })}</h3>
                <p className="mt-1 text-sm text-muted" lang="bn">
                  {agreement.data.translation.label}
                </p>
                <AgreementText
                  id="agreement-translation"
                  html={agreement.data.translation.html}
                  lang="bn"
                  label={m.invest_agreement_translation_heading({}, { locale: language })}
                />
              </div>
            )}
          </>
        ) : agreement.isError ? (
          <ErrorNotice>{errorMessage(agreement.error, 'The agreement could not be loaded. Please reload the page.')}</ErrorNotice>
        ) : (
          <Loader label="Loading the agreement..." />
        )}
        {errors.agreementVersion && !errors.agreementName && (
          <p className="field-error" role="alert">
            {errors.agreementVersion.message}
          </p>
        )}
        <Field
          label="Type your full legal name to sign"
          error={errors.agreementName?.message}
          required
          hint={`As on your verified investor profile: ${legalName}`}
        >
          {(field) => <input {...field} {...register('agreementName')} type="text" autoComplete="name" className="input max-w-md" />}
        </Field>
        <CheckField
          label={
            <>
              I have read the Mudarabah agreement above and I accept it. I understand that typing my name is my signature, and that the agreement is recorded
              with the time, my IP address and my browser.
            </>
          }
          error={errors.agreementAccepted?.message}
        >
          {(field) => <input type="checkbox" {...field} {...register('agreementAccepted')} className="mt-1" />}
        </CheckField>
      </fieldset>
      <CheckField
        label={
          <>
            I accept the{' '}
            <Link to="/terms-and-conditions" className="font-medium text-forest-700 underline">
              Terms and Conditions
            </Link>{' '}
            and understand the risk: livestock can fall ill and prices move, expected profit is not guaranteed, and under profit-and-loss sharing my capital is
            at risk.
          </>
        }
        error={errors.acceptTerms?.message}
      >
        {(field) => <input type="checkbox" {...field} {...register('acceptTerms')} className="mt-1" />}
      </CheckField>
      {errors.root && <ErrorNotice>{errors.root.message}</ErrorNotice>}
      <p className="text-xs text-muted">
        No payment is taken on this site. After your request we email you our bank details and a member of our team contacts you.
      </p>
      <FormSubmit busy={request.isPending} label="Request investment" busyLabel="Sending..." />
    </form>
  );
}

function Requested({ investment, bank }: { investment: Investment; bank: BankTransferDetails }) {
  return (
    <div className="space-y-5">
      <div role="status" className="flex gap-3 rounded-2xl border border-forest-200 bg-forest-50 p-5">
        <CheckCircle2 className="h-6 w-6 shrink-0 text-forest-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-forest-900">
            Your reference is <span className="whitespace-nowrap font-mono">{investment.reference}</span>
          </p>
          <p className="mt-1 text-sm text-ink/80">
            {unitsText(investment.units)} of {investment.plan.title}: {money(investment.amount, investment.plan.currency)}. We have emailed you these details;
            our team will contact you shortly.
          </p>
          {investment.paymentDueOn && <p className="mt-2 font-semibold text-forest-900">{ROUND_MESSAGES.paymentDue(investment.paymentDueOn)}</p>}
        </div>
      </div>
      <BankTransferCard bank={bank} reference={investment.reference} amount={money(investment.amount, investment.plan.currency)} />
      <div className="flex flex-wrap gap-3">
        <a href={apiUrl(`/investor/investments/${investment.id}/agreement`)} download className="btn btn-outline">
          Download your agreement (PDF)
        </a>
        <Link to={`/portfolio/investments/${investment.id}`} className="btn btn-primary">
          Follow this investment
        </Link>
        <Link to="/portfolio" className="btn btn-outline">
          My portfolio
        </Link>
      </div>
    </div>
  );
}
