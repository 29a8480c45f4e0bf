import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  INVESTOR_CATEGORIES,
  INVESTOR_CATEGORY_LABELS,
  RESTRICTED_SHARE_PERCENT,
  categoryDeclarationSchemaFor,
  formatMoney,
  investorCategoryStatements,
  type CategoryDeclarationInput,
  type HighNetWorthThresholds,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { CheckField, Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { useDeclareCategory, useSafeguards } from './safeguards-api';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormSubmit } from './bits';

const hints = (highNetWorth: HighNetWorthThresholds) => ({
  restricted: `You will not put more than ${RESTRICTED_SHARE_PERCENT}% of your net assets into high-risk investments in 12 months. Most people are restricted investors.`,
  high_net_worth: `Income of ${formatMoney(highNetWorth.annualIncome)} or more, or net assets of ${formatMoney(highNetWorth.netAssets)} or more.`,
  sophisticated: 'You have experience of investing in unlisted businesses or of small-business finance.',
});

/** The investor declares the category that describes them (renewed every 12 months); the statement they confirm is recorded with its version. */
export function InvestorCategory() {
  const status = useSafeguards();
  if (status.isPending) return <Loader label="Loading..." />;
  if (status.isError) return <ErrorNotice>{errorMessage(status.error, 'Failed to load your investor category. Please try again.')}</ErrorNotice>;
  return <CategoryForm highNetWorth={status.data.highNetWorth} />;
}

/** The form, checked against the high-net-worth thresholds the server is configured with. */
function CategoryForm({ highNetWorth }: { highNetWorth: HighNetWorthThresholds }) {
  const declare = useDeclareCategory();
  const navigate = useNavigate();
  const { schema, statements, hint } = useMemo(
    () => ({ schema: categoryDeclarationSchemaFor(highNetWorth), statements: investorCategoryStatements(highNetWorth), hint: hints(highNetWorth) }),
    [highNetWorth],
  );
  const { register, handleSubmit, watch, formState, setError, getValues } = useForm<CategoryDeclarationInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
  });
  const category = watch('category');
  const errors = formState.errors;

  // The amounts go as typed ("80,000"): the server reads them with the same parser the form checked them with.
  const submit = handleSubmit(async () => {
    try {
      const body = await declare.mutateAsync(getValues());
      toast.success(body.message);
      navigate('/portfolio');
    } catch (error) {
      setError('root', { message: errorMessage(error, 'Failed to save your category. Please try again.') });
    }
  });

  return (
    <div className="space-y-6">
      <BackLink to="/portfolio">My portfolio</BackLink>
      <PageHeader
        title="Your investor category"
        description="UK rules ask every investor in high-risk investments which of these describes them. Your answer is recorded, and renewed every 12 months."
      />
      <form method="post" onSubmit={submit} noValidate className="card space-y-6 p-5 sm:p-6" aria-label="Investor category">
        <fieldset aria-describedby={errors.category ? 'category-error' : undefined}>
          <legend className="label">Which describes you?</legend>
          <div className="mt-2 space-y-3">
            {INVESTOR_CATEGORIES.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer gap-3 rounded-xl border p-4 ${category === value ? 'border-forest-400 bg-forest-50' : 'border-stone-200'}`}
              >
                <input type="radio" value={value} {...register('category')} className="mt-1" aria-describedby={`${value}-hint`} />
                <span>
                  <span className="font-semibold text-ink">{INVESTOR_CATEGORY_LABELS[value]}</span>
                  <span id={`${value}-hint`} className="mt-0.5 block text-sm text-muted">
                    {hint[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.category && (
            <p id="category-error" className="field-error" role="alert">
              {errors.category.message}
            </p>
          )}
        </fieldset>
        {(category === 'restricted' || category === 'high_net_worth') && (
          <Field
            label="Your net assets (£)"
            required={category === 'restricted'}
            error={errors.netAssets?.message}
            hint="What you own minus what you owe, not counting your home, your pension or insurance."
          >
            {(field) => <input {...field} {...register('netAssets')} type="text" inputMode="decimal" autoComplete="off" className="input max-w-56" />}
          </Field>
        )}
        {category === 'high_net_worth' && (
          <Field label="Your annual income (£)" error={errors.annualIncome?.message} hint="Your income in the last financial year, before tax.">
            {(field) => <input {...field} {...register('annualIncome')} type="text" inputMode="decimal" autoComplete="off" className="input max-w-56" />}
          </Field>
        )}
        {category && (
          <CheckField
            label={
              <>
                <strong>I confirm:</strong> {statements[category]}
              </>
            }
            error={errors.confirm?.message}
          >
            {(field) => <input type="checkbox" {...field} {...register('confirm')} className="mt-1" />}
          </CheckField>
        )}
        {errors.root && <ErrorNotice>{errors.root.message}</ErrorNotice>}
        <FormSubmit busy={declare.isPending} label="Declare my category" busyLabel="Saving..." />
      </form>
    </div>
  );
}
