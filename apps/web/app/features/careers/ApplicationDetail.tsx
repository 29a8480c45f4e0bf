import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Building2, Download, FileText, Link2, Mail, Phone, Send, Trash2, type LucideIcon } from 'lucide-react';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TONES,
  applicantEmailSchema,
  applicationNoteSchema,
  formatStaffDate,
  formatStaffDateTime,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { Loader } from '../../ui/Loader';
import { Modal, ModalActions } from '../../ui/Modal';
import { toast } from '../../ui/Toaster';
import { useAddNote, useApplication, useDeleteNote, useEmailApplicant, useSetStatus } from './admin-api';
import { DuplicateMark } from './ApplicationsAdmin';
import { DetailLoadFailure } from './DetailLoadFailure';

const STATUS_BUTTON: Record<string, string> = {
  new: 'border-blue-300 bg-blue-600 text-white',
  reviewing: 'border-orange-300 bg-orange-500 text-white',
  interviewed: 'border-purple-300 bg-purple-600 text-white',
  offered: 'border-green-300 bg-green-700 text-white',
  rejected: 'border-red-300 bg-red-600 text-white',
};

/** Job applications, detail mode (back-office.md §2). */
export function ApplicationDetail({ id }: { id: string }) {
  const application = useApplication(id);
  const setStatus = useSetStatus();
  const addNote = useAddNote(id);
  const deleteNote = useDeleteNote(id);
  const [note, setNote] = useState('');
  const [emailing, setEmailing] = useState(false);

  if (application.isPending) return <Loader label="Loading job application..." />;
  if (application.isError || !application.data) {
    return (
      <DetailLoadFailure message={errorMessage(application.error, 'Error fetching job application')}>
        <Link to="/admin/careers/applications" className="btn btn-outline mt-4">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to List
        </Link>
      </DetailLoadFailure>
    );
  }
  const a = application.data;

  const submitNote = () => {
    const parsed = applicationNoteSchema.safeParse({ text: note });
    if (!parsed.success) {
      toast.warning(APPLICATION_MESSAGES.note);
      return;
    }
    addNote.mutate(parsed.data.text, { onSuccess: () => setNote('') });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link to="/admin/careers/applications" className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to List
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl">{a.fullName}</h1>
            <Badge tone={APPLICATION_STATUS_TONES[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted">
            {a.jobTitle}
            {!a.jobId && ' (post deleted)'} · Applied on {formatStaffDate(a.submittedAt)}
          </p>
          {a.duplicates > 0 && <DuplicateMark application={a} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/careers/applications" className="btn btn-outline">
            Back to List
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setEmailing(true)}>
            <Mail className="h-4 w-4" aria-hidden="true" /> Email Applicant
          </button>
        </div>
      </div>

      <DetailCard id="status" title="Application Status">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Set status">
          {APPLICATION_STATUSES.map((status) => {
            const current = a.status === status;
            return (
              <button
                key={status}
                type="button"
                aria-pressed={current}
                disabled={setStatus.isPending}
                onClick={() => !current && setStatus.mutate({ id: a._id, status })}
                className={`rounded-lg border px-4 py-2 text-sm font-medium transition ${current ? STATUS_BUTTON[status] : 'border-stone-300 bg-white text-ink hover:bg-stone-50'}`}
              >
                {APPLICATION_STATUS_LABELS[status]}
              </button>
            );
          })}
        </div>
      </DetailCard>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DetailCard id="contact" title="Contact Information">
            <ul className="grid gap-3 text-sm sm:grid-cols-2">
              <ContactLine icon={Mail} href={`mailto:${a.email}`}>
                {a.email}
              </ContactLine>
              <ContactLine icon={Phone} href={`tel:${a.phone}`}>
                {a.phone}
              </ContactLine>
              {a.currentCompany && <ContactLine icon={Building2}>{a.currentCompany}</ContactLine>}
              {a.linkedin && (
                <ContactLine icon={Link2} href={a.linkedin} newTab>
                  LinkedIn profile
                </ContactLine>
              )}
            </ul>
          </DetailCard>

          <DetailCard id="documents" title="Documents">
            <div className="flex flex-wrap gap-3">
              <a href={a.resumeUrl} download={a.resumeName} className="btn btn-outline">
                <Download className="h-4 w-4" aria-hidden="true" /> Resume/CV
                <span className="text-xs text-muted">({a.resumeName})</span>
              </a>
              {a.coverLetterUrl && (
                <a href={a.coverLetterUrl} download={a.coverLetterName ?? undefined} className="btn btn-outline">
                  <FileText className="h-4 w-4" aria-hidden="true" /> Cover Letter
                  <span className="text-xs text-muted">({a.coverLetterName})</span>
                </a>
              )}
            </div>
          </DetailCard>

          <DetailCard id="message" title="Application Message">
            <p className="whitespace-pre-line text-sm leading-relaxed text-ink">{a.message || <span className="text-muted">No message.</span>}</p>
          </DetailCard>

          {a.emails.length > 0 && (
            <DetailCard id="emails" title="Emails Sent">
              <ul className="space-y-3">
                {a.emails.map((email) => (
                  <li key={email._id} className="rounded-lg bg-stone-50 p-3 text-sm">
                    <p className="font-medium text-ink">{email.subject}</p>
                    <p className="text-xs text-muted">
                      {email.sentBy} · {formatStaffDateTime(email.sentAt)}
                    </p>
                    <p className="mt-2 whitespace-pre-line text-ink">{email.message}</p>
                  </li>
                ))}
              </ul>
            </DetailCard>
          )}
        </div>

        <DetailCard id="notes" title="Notes">
          <label htmlFor="new-note" className="label">
            Add a note
          </label>
          <textarea id="new-note" rows={3} className="input" value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="button" className="btn btn-primary btn-sm mt-2" disabled={!note.trim() || addNote.isPending} onClick={submitNote}>
            Add Note
          </button>
          {a.notes.length === 0 ? (
            <p className="mt-4 text-sm text-muted">No notes yet.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {[...a.notes].reverse().map((item) => (
                <li key={item._id} className="rounded-lg border border-stone-200 p-3 text-sm">
                  <p className="whitespace-pre-line text-ink">{item.text}</p>
                  <div className="mt-2 flex items-center justify-between text-xs text-muted">
                    <span>
                      {item.createdBy} · {formatStaffDateTime(item.createdAt)}
                    </span>
                    <button
                      type="button"
                      className="rounded p-1 text-red-700 hover:bg-red-50"
                      aria-label="Delete note"
                      disabled={deleteNote.isPending}
                      onClick={() => deleteNote.mutate(item._id)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DetailCard>
      </div>

      <EmailModal open={emailing} onOpenChange={setEmailing} applicationId={a._id} to={a.email} defaultSubject={`Your application for ${a.jobTitle}`} />
    </div>
  );
}

function EmailModal({
  open,
  onOpenChange,
  applicationId,
  to,
  defaultSubject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: string;
  to: string;
  defaultSubject: string;
}) {
  const send = useEmailApplicant(applicationId);
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = applicantEmailSchema.safeParse({ subject, message });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        onOpenChange(false);
      },
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Email Applicant"
      description={`To ${to}. The message is sent from the site's address and kept with the application.`}
      footer={
        <ModalActions onDismiss={() => onOpenChange(false)}>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={send.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Email'}
          </button>
        </ModalActions>
      }
    >
      <div className="space-y-4">
        <EmailField id="email-subject" label="Subject" error={errors.subject}>
          <input
            id="email-subject"
            className="input"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            aria-invalid={Boolean(errors.subject)}
          />
        </EmailField>
        <EmailField id="email-message" label="Message" error={errors.message}>
          <textarea
            id="email-message"
            rows={8}
            className="input"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={Boolean(errors.message)}
          />
        </EmailField>
      </div>
    </Modal>
  );
}

/** A box of the applicant email with its label and the error the last send attempt found in it. */
function EmailField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/** One titled card of the application page; the heading names the section for screen readers. */
function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5">
      <h2 id={`${id}-heading`} className="mb-3 font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A line of the applicant's contact card: a muted icon, then the detail, a link when it has an address (`newTab` for a page outside the site). */
function ContactLine({ icon: Icon, href, newTab = false, children }: { icon: LucideIcon; href?: string; newTab?: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="h-4 w-4 text-muted" aria-hidden="true" />
      {href ? (
        <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} className="text-forest-700 hover:underline">
          {children}
        </a>
      ) : (
        children
      )}
    </li>
  );
}
