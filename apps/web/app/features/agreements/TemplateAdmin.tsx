import { useEffect, useState } from 'react';
import { Field } from '../../ui/Field';
import { AGREEMENT_PLACEHOLDERS, AGREEMENT_TEMPLATE_MAX_CHARS, agreementTemplateSchema, formatDateTime, firstMessage } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { useAgreementTemplate, useAgreementTemplateVersion, useSaveAgreementTemplate } from './api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { QueryState } from '../../ui/QueryState';
import { CardSection } from '../../ui/CardSection';

/**
 * /admin/agreement-template: staff edit the Mudarabah agreement. Every save is a new version; the
 * history lists who saved each one and when, and any version can be read again.
 */
export function TemplateAdmin() {
  const template = useAgreementTemplate();
  const save = useSaveAgreementTemplate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const current = template.data?.current;
  useEffect(() => {
    if (current && draft === null) setDraft(current.body);
  }, [current, draft]);

  if (template.isPending) return <Loader label="Loading the agreement..." />;
  if (template.isError) return <ErrorNotice>{errorMessage(template.error, 'Failed to load the agreement template')}</ErrorNotice>;
  const { versions } = template.data;
  const body = draft ?? template.data.current.body;
  const changed = body !== template.data.current.body;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = agreementTemplateSchema.safeParse({ body });
    if (!parsed.success) return setError(firstMessage(parsed.error));
    save.mutate(parsed.data.body, {
      onSuccess: (result) => setDraft(result.data.body),
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the agreement')),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Mudarabah Agreement"
        description={`Current version ${template.data.current.version}, saved ${formatDateTime(template.data.current.createdAt)}${template.data.current.createdBy ? ` by ${template.data.current.createdBy}` : ''}`}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <form method="post" onSubmit={submit} className="card space-y-3 p-5" aria-label="Edit the agreement template">
          <Field
            label="Agreement text"
            error={error || undefined}
            hint={
              <>
                A line starting with <code># </code> is the title, <code>## </code> a clause heading, <code>- </code> a list item; a blank line starts a new
                paragraph. Saving makes version {template.data.current.version + 1}; agreements already accepted keep the text they were signed with.
              </>
            }
          >
            {(field) => (
              <textarea
                {...field}
                className="input min-h-[36rem] font-mono text-xs leading-relaxed"
                maxLength={AGREEMENT_TEMPLATE_MAX_CHARS}
                value={body}
                spellCheck
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError('');
                }}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!changed || save.isPending}
              onClick={() => (setDraft(template.data.current.body), setError(''))}
            >
              Discard changes
            </button>
            <button type="submit" className="btn btn-primary" disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving...' : `Save as version ${template.data.current.version + 1}`}
            </button>
          </div>
        </form>
        <div className="space-y-6 self-start">
          <CardSection id="versions-heading" title="Versions" titleClassName="mb-3">
            <ol className="divide-y divide-stone-100 text-sm">
              {versions.map((version) => (
                <li key={version.version} className="flex items-center justify-between gap-3 py-2">
                  <div>
                    <p className="font-medium text-ink">
                      Version {version.version}
                      {version.version === template.data.current.version && <span className="ml-2 text-xs font-normal text-forest-700">current</span>}
                    </p>
                    <p className="text-xs text-muted">
                      {formatDateTime(version.createdAt)}
                      {version.createdBy ? ` · ${version.createdBy}` : ''}
                    </p>
                  </div>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setViewing(version.version)}>
                    View<span className="sr-only"> version {version.version}</span>
                  </button>
                </li>
              ))}
            </ol>
          </CardSection>
          <CardSection id="placeholders-heading" title="Placeholders" titleClassName="mb-3">
            <dl className="space-y-2 text-xs">
              {Object.entries(AGREEMENT_PLACEHOLDERS).map(([key, meaning]) => (
                <div key={key}>
                  <dt className="break-all font-mono text-forest-800">{`{{${key}}}`}</dt>
                  <dd className="text-muted">{meaning}</dd>
                </div>
              ))}
            </dl>
          </CardSection>
        </div>
      </div>
      {viewing !== null && <VersionDialog version={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

function VersionDialog({ version, onClose }: { version: number; onClose: () => void }) {
  const query = useAgreementTemplateVersion(version);
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={`Agreement template, version ${version}`}
      description={query.data ? `Saved ${formatDateTime(query.data.createdAt)}${query.data.createdBy ? ` by ${query.data.createdBy}` : ''}` : undefined}
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
      }
    >
      <QueryState query={query} loading="Loading the version..." failure="Failed to load this version">
        {(version) => (
          <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-lg bg-stone-50 p-4 font-mono text-xs leading-relaxed text-ink" tabIndex={0}>
            {version.body}
          </pre>
        )}
      </QueryState>
    </Modal>
  );
}
