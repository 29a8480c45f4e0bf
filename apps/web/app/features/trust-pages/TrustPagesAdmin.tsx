import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  TRUST_INTRO_MAX,
  TRUST_MESSAGES,
  TRUST_PAGE_LABELS,
  TRUST_PAGE_SLUGS,
  TRUST_SECTION_BODY_MAX,
  TRUST_SECTION_TITLE_MAX,
  TRUST_SECTIONS_MAX,
  TRUST_TITLE_MAX,
  trustPageSchema,
  type TrustPage,
  type TrustPageSlug,
} from '@app/contract';
import { api } from '../../lib/api';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contractResolver, showSaveError, useInvalidate } from '../../ui/admin/query';
import { CharCount } from '../../ui/admin/widgets';
import { ShariahAdviserForm } from './ShariahAdviserForm';
import { QueryState } from '../../ui/QueryState';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

const pageKey = (slug: TrustPageSlug) => ['content', 'trust-pages', slug] as const;

function TrustPageForm({ page }: { page: TrustPage }) {
  const invalidate = useInvalidate();
  const form = useForm({
    resolver: contractResolver(trustPageSchema),
    defaultValues: {
      title: page.title,
      intro: page.intro,
      sections: page.sections,
    },
  });
  const { register, control, handleSubmit, watch, formState, setError } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await api.put(`/trust-pages/${page.slug}`, values);
      toast.success(TRUST_MESSAGES.saved);
      await invalidate(pageKey(page.slug));
    } catch (error) {
      showSaveError(error, 'Failed to save the page', setError);
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6" aria-label={`Edit the ${TRUST_PAGE_LABELS[page.slug]} page`}>
      <div className="card space-y-4 p-5">
        <Field label="Title" required error={errors.title?.message} hint={<CharCount value={watch('title')} max={TRUST_TITLE_MAX} />}>
          {(props) => <input {...props} {...register('title')} maxLength={TRUST_TITLE_MAX} className="input" />}
        </Field>
        <Field label="Introduction" required error={errors.intro?.message} hint={<CharCount value={watch('intro')} max={TRUST_INTRO_MAX} />}>
          {(props) => <textarea {...props} {...register('intro')} rows={3} maxLength={TRUST_INTRO_MAX} className="input" />}
        </Field>
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-2 font-display text-lg font-semibold text-forest-900">Sections</legend>
        <p className="text-sm text-muted">Separate paragraphs with a blank line; start lines with “- ” for a bullet list.</p>
        {errors.sections?.message && (
          <p className="field-error" role="alert">
            {errors.sections.message}
          </p>
        )}
        {sections.fields.map((field, index) => (
          <div key={field.id} className="card space-y-3 p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-forest-900">Section {index + 1}</p>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Move section ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => sections.move(index, index - 1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Move section ${index + 1} down`}
                  disabled={index === sections.fields.length - 1}
                  onClick={() => sections.move(index, index + 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-red-700"
                  aria-label={`Remove section ${index + 1}`}
                  onClick={() => sections.remove(index)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </div>
            <Field label="Heading" required error={errors.sections?.[index]?.title?.message}>
              {(props) => <input {...props} {...register(`sections.${index}.title`)} maxLength={TRUST_SECTION_TITLE_MAX} className="input" />}
            </Field>
            <Field
              label="Text"
              required
              error={errors.sections?.[index]?.body?.message}
              hint={<CharCount value={watch(`sections.${index}.body`)} max={TRUST_SECTION_BODY_MAX} />}
            >
              {(props) => <textarea {...props} {...register(`sections.${index}.body`)} rows={6} maxLength={TRUST_SECTION_BODY_MAX} className="input" />}
            </Field>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline"
          disabled={sections.fields.length >= TRUST_SECTIONS_MAX}
          onClick={() => sections.append({ title: '', body: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add section
        </button>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save page'}
        </button>
        <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className="btn btn-outline">
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> View page
        </a>
      </div>
    </form>
  );
}

/** Staff editor of /shariah and /risk; administrators also enter the Shariah adviser there. */
export function TrustPagesAdmin({ canEnterAdviser }: { canEnterAdviser: boolean }) {
  const invalidate = useInvalidate();
  const [slug, setSlug] = useState<TrustPageSlug>('shariah');
  const query = useQuery({ queryKey: pageKey(slug), queryFn: async () => (await api.get<{ data: TrustPage }>(`/trust-pages/${slug}`)).data });
  useEffect(() => window.scrollTo?.(0, 0), [slug]);
  return (
    <div>
      <PageHeader title="Trust Pages" description="The Shariah compliance and risk pages linked from every plan and the footer." />
      <ToggleGroup label="Page to edit" className="mb-6" options={toggleOptions(TRUST_PAGE_SLUGS, TRUST_PAGE_LABELS)} value={slug} onChange={setSlug} />
      <QueryState query={query} loading="Loading page..." failure="Failed to load the page">
        {(page) => (
          <div className="space-y-8">
            {slug === 'shariah' && canEnterAdviser && (
              <ShariahAdviserForm key={page.adviser?.updatedAt ?? 'none'} adviser={page.adviser} onSaved={() => invalidate(pageKey('shariah'))} />
            )}
            <TrustPageForm key={`${slug}-${page.updatedAt}`} page={page} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
