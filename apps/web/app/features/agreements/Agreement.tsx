import { FileDown, ShieldCheck } from 'lucide-react';
import { formatDateTime, type AgreementRecord } from '@app/contract';
import { apiUrl } from '../../lib/api';

/**
 * The agreement's text as the server rendered it: the server builds this HTML from the template's
 * own structure and escapes every text in it, so it is shown as given.
 */
export function AgreementText({ html, id, label = 'Mudarabah agreement', lang }: { html: string; id: string; label?: string; lang?: string }) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      lang={lang}
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-xl border border-stone-200 bg-white px-4 py-4 text-sm leading-relaxed text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600 sm:px-6 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-forest-900 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-forest-800 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:space-y-1"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The accepted agreement of an investment: its reference, when it was accepted, its fingerprint and the PDF. */
export function AgreementSummary({ agreement, downloadPath, staff = false }: { agreement: AgreementRecord | null; downloadPath: string; staff?: boolean }) {
  return (
    <section aria-labelledby="agreement-heading" className="card space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" aria-hidden="true" />
          <div>
            <h2 id="agreement-heading" className="font-display text-lg font-semibold text-forest-900">
              Mudarabah agreement
            </h2>
            {agreement ? (
              <p className="text-sm text-muted">
                Reference <span className="font-mono">{agreement.reference}</span>, accepted {formatDateTime(agreement.acceptedAt)}
              </p>
            ) : (
              <p className="text-sm text-muted">This investment was requested before agreements were signed online, so none is stored with it.</p>
            )}
          </div>
        </div>
        {agreement && (
          <a href={apiUrl(downloadPath)} download className="btn btn-outline btn-sm">
            <FileDown className="h-4 w-4" aria-hidden="true" /> Download agreement (PDF)
          </a>
        )}
      </div>
      {agreement && (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="Signed as">{agreement.typedName}</Fact>
          <Fact label="Template version">{agreement.templateVersion}</Fact>
          {staff && <Fact label="IP address">{agreement.ipAddress ?? 'Not recorded'}</Fact>}
          {staff && <Fact label="Browser">{agreement.userAgent ?? 'Not recorded'}</Fact>}
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">Fingerprint (SHA-256)</dt>
            <dd className="mt-0.5 break-all font-mono text-xs text-ink">{agreement.sha256}</dd>
          </div>
        </dl>
      )}
      {agreement && (
        <p className="text-xs text-muted">
          {staff ? 'The investor downloads these same bytes.' : 'We keep the same copy.'} Each download is checked against this fingerprint, so the document
          cannot change after it was accepted.
        </p>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
