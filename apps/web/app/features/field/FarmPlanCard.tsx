import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CYCLE_MESSAGES, decimalOfMinor, FIELD_MESSAGES, parseAmount, type CycleFieldPlan, type FieldErrors } from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { CardForm } from '../../ui/CardSection';
import { Field } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/Toaster';
import { useInvalidate } from '../../ui/admin/query';
import { fieldStaffKeys, useFarmPlan } from './staff-api';

type WeightRow = { key: number; week: string; grams: string };

/** Hundredths typed as a decimal ("3.5" % is 350 basis points, "1,500.25" taka is 150025 poisha), or the field's message. */
function hundredths(text: string, message: string): number | null | { problem: string } {
  if (text.trim() === '') return null;
  const read = parseAmount(text);
  return 'problem' in read || read.pence < 0 ? { problem: message } : read.pence;
}

/**
 * The farm plan a cycle's field records are compared against (issue 51): the starting headcount,
 * the mortality the plan expects, the expected weight by week and the feed budget in taka.
 */
export function FarmPlanCard({ cycleId, open }: { cycleId: string; open: boolean }) {
  const plan = useFarmPlan(cycleId);
  return (
    <QueryState query={plan} loading="Loading the farm plan..." failure="Could not load the farm plan">
      {(current) => <FarmPlanForm cycleId={cycleId} plan={current} open={open} />}
    </QueryState>
  );
}

let nextKey = 0;

function FarmPlanForm({ cycleId, plan, open }: { cycleId: string; plan: CycleFieldPlan; open: boolean }) {
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [weights, setWeights] = useState<WeightRow[]>(() => plan.expectedWeights.map((point) => ({ key: nextKey++, week: String(point.week), grams: String(point.grams) })));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const mortality = hundredths(text('expectedMortality'), FIELD_MESSAGES.expectedMortalityInvalid);
    const budget = hundredths(text('feedBudget'), FIELD_MESSAGES.feedBudgetInvalid);
    const problems: FieldErrors = {};
    if (mortality !== null && typeof mortality === 'object') problems.expectedMortalityBasisPoints = mortality.problem;
    if (budget !== null && typeof budget === 'object') problems.feedBudgetPoisha = budget.problem;
    if (Object.keys(problems).length) return setErrors(problems);
    const headcount = text('startingHeadcount').trim();
    const body = {
      startingHeadcount: headcount === '' ? null : Number(headcount),
      expectedMortalityBasisPoints: mortality,
      expectedWeights: weights.filter((row) => row.week.trim() || row.grams.trim()).map((row) => ({ week: Number(row.week), grams: Number(row.grams) })),
      feedBudgetPoisha: budget,
    };
    setBusy(true);
    setErrors({});
    try {
      await api.put(`/field/cycles/${cycleId}/plan`, body);
      toast.success(CYCLE_MESSAGES.updated);
      await invalidate(fieldStaffKeys.plan(cycleId));
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
      toast.error(errorMessage(failure, 'Failed to save the farm plan'));
    } finally {
      setBusy(false);
    }
  };
  const weightError = Object.entries(errors).find(([key]) => key.startsWith('expectedWeights'))?.[1];
  const setRow = (key: number, change: Partial<WeightRow>) => setWeights((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <CardForm id="farm-plan-heading" title="Farm plan" onSubmit={submit}>
      <p className="text-sm text-muted">What the field records are compared against. Leave a figure empty when the plan does not give it.</p>
      <fieldset disabled={!open} className="space-y-4">
        <Field label="Starting headcount (animals)" error={errors.startingHeadcount}>
          {(props) => <input {...props} name="startingHeadcount" type="number" min={1} step={1} inputMode="numeric" defaultValue={plan.startingHeadcount ?? ''} className="input" />}
        </Field>
        <Field label="Expected mortality (%)" error={errors.expectedMortalityBasisPoints}>
          {(props) => (
            <input {...props} name="expectedMortality" type="text" inputMode="decimal" autoComplete="off" defaultValue={plan.expectedMortalityBasisPoints === null ? '' : decimalOfMinor(plan.expectedMortalityBasisPoints)} className="input" />
          )}
        </Field>
        <Field label="Feed budget (BDT)" error={errors.feedBudgetPoisha}>
          {(props) => <input {...props} name="feedBudget" type="text" inputMode="decimal" autoComplete="off" defaultValue={plan.feedBudgetPoisha === null ? '' : decimalOfMinor(plan.feedBudgetPoisha)} className="input" />}
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Expected weight by week</legend>
          {weights.length > 0 && (
            <div className="flex gap-2 text-sm text-muted" aria-hidden="true">
              <span className="flex-1">Week</span>
              <span className="flex-1">Grams</span>
              <span className="w-9" />
            </div>
          )}
          {weights.map((row, index) => (
            <div key={row.key} className="flex items-center gap-2">
              <input className="input flex-1" type="number" min={0} max={104} step={1} inputMode="numeric" value={row.week} aria-label={`Week of expected weight ${index + 1}`} onChange={(event) => setRow(row.key, { week: event.target.value })} />
              <input className="input flex-1" type="number" min={1} step={1} inputMode="numeric" value={row.grams} aria-label={`Grams of expected weight ${index + 1}`} onChange={(event) => setRow(row.key, { grams: event.target.value })} />
              <button type="button" className="btn btn-ghost btn-sm w-9 text-red-700" aria-label={`Remove expected weight ${index + 1}`} onClick={() => setWeights((rows) => rows.filter((other) => other.key !== row.key))}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          ))}
          {weightError && <p className="text-sm text-red-700">{weightError}</p>}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setWeights((rows) => [...rows, { key: nextKey++, week: '', grams: '' }])}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add a week
          </button>
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save the farm plan'}
        </button>
      </fieldset>
    </CardForm>
  );
}
