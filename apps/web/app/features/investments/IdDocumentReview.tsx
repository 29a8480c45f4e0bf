import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  ID_DOCUMENT_CHECKS,
  ID_DOCUMENT_CHECK_LABELS,
  INVESTOR_MESSAGES,
  allIdChecksTicked,
  type IdDocumentChecks,
  type InvestorProfile,
  formatStaffDate,
} from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { CardSection } from '../../ui/CardSection';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/Toaster';
import { useReviewInvestor } from './api';

/** The document's address under the API, as the review page shows it (`inline`) or downloads it. */
const documentUrl = (profile: InvestorProfile, inline: boolean) => apiUrl(profile.idDocumentUrl!.replace(/^\/api\/v1/, ''), inline ? { inline: 1 } : undefined);

/**
 * The ID document on the review page: shown inline (an image as one, a PDF in a frame), with its
 * download, and, while the profile waits for review, the checklist, a note and the decision. Verify
 * is enabled once the server has recorded that this admin opened the document (showing it opens it)
 * and every check is ticked; the server refuses a verify without either.
 */
export function IdDocumentReview({ profile, onReject }: { profile: InvestorProfile; onReject: (answers: { checks: IdDocumentChecks; note: string }) => void }) {
  const queryClient = useQueryClient();
  const review = useReviewInvestor(profile.userId);
  const [checks, setChecks] = useState<IdDocumentChecks>({});
  const [note, setNote] = useState('');
  const pending = profile.status === 'pending';
  const document = profile.idDocument && profile.idDocumentUrl ? profile.idDocument : null;
  const opened = profile.idDocumentOpened === true;
  const ticked = allIdChecksTicked(checks);
  // Showing the document records the opening on the server: read the profile again to know it, when
  // the document has loaded and, as a browser without a PDF viewer fires no load for the frame, every
  // two seconds until the server says so.
  const shown = useCallback(() => {
    if (!opened) void queryClient.invalidateQueries({ queryKey: ['investments', 'investor', profile.userId] });
  }, [opened, queryClient, profile.userId]);
  const waiting = pending && Boolean(profile.idDocument) && !opened;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(shown, 2000);
    return () => window.clearInterval(timer);
  }, [waiting, shown]);
  const verify = () =>
    review.mutate(
      { decision: 'verified', checks, note: note.trim() || undefined },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to save the decision')) },
    );
  const blocker = !opened ? 'Verify is enabled once the document above has been opened.' : !ticked ? INVESTOR_MESSAGES.checksRequired + '.' : null;
  return (
    <CardSection id="document-heading" title="ID document">
      {document ? (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-muted">
            {document.name} · uploaded {formatStaffDate(document.uploadedAt)}
          </p>
          <div className="overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
            {profile.idDocumentType === 'image' ? (
              <img
                src={documentUrl(profile, true)}
                alt={`ID document of ${profile.legalName ?? profile.name}`}
                className="mx-auto block max-h-[36rem] w-auto max-w-full"
                onLoad={shown}
              />
            ) : (
              <iframe
                data-uploaded-document
                src={documentUrl(profile, true)}
                title={`ID document of ${profile.legalName ?? profile.name} (PDF)`}
                className="block h-[28rem] w-full sm:h-[36rem]"
                onLoad={shown}
              />
            )}
          </div>
          <a href={documentUrl(profile, false)} className="btn btn-outline" download onClick={shown}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download {document.name}
          </a>
          {profile.idDocumentType === 'pdf' && <p className="text-xs text-muted">Some phones show no PDF inside a page: download it to read it there.</p>}
          {pending && (
            <div className="space-y-4 border-t border-stone-200 pt-4">
              <fieldset>
                <legend className="label">Checks against the profile</legend>
                <ul className="mt-2 space-y-2">
                  {ID_DOCUMENT_CHECKS.map((check) => (
                    <li key={check}>
                      <label className="flex items-start gap-2 text-sm text-ink">
                        <input
                          type="checkbox"
                          className="mt-0.5 h-4 w-4"
                          checked={checks[check] === true}
                          onChange={(event) => setChecks((before) => ({ ...before, [check]: event.target.checked }))}
                        />
                        {ID_DOCUMENT_CHECK_LABELS[check]}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <Field label="Note (optional)" hint="Kept with the decision in the verification history; not sent to the investor.">
                {(field) => <textarea {...field} className="input min-h-20" maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />}
              </Field>
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!opened || !ticked || review.isPending}
                  aria-describedby={blocker ? 'verify-blocker' : undefined}
                  onClick={verify}
                >
                  Verify
                </button>
                <button type="button" className="btn btn-outline text-red-700" onClick={() => onReject({ checks, note: note.trim() })}>
                  Reject
                </button>
                {blocker && (
                  <p id="verify-blocker" className="text-sm text-muted">
                    {blocker}
                  </p>
                )}
              </div>
            </div>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">No document uploaded.</p>
      )}
    </CardSection>
  );
}
