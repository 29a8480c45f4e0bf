import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, FileText, Mail, MailOpen, MapPin, Phone, Send, Trash2, type LucideIcon } from 'lucide-react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_STATUS_LABELS,
  SITE_NAME,
  contactFullName,
  contactReplySchema,
  contactReplyTemplate,
  type ContactMessage,
  formatStaffDateTime,
} from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/Toaster';
import { useContactMessage, useDeleteMessage, useSendReply, useSetStatus } from './api';
import { STATUS_TONES } from './Inbox';
import { ErrorNotice } from '../../ui/ErrorNotice';

const LIST_PATH = '/admin/contact/forms';

/** One contact message: details, Previous Replies, and the Reply form while there is no reply. */
export function MessageDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = useContactMessage(id);
  const setStatus = useSetStatus();
  const remove = useDeleteMessage();
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Came from the list: going back restores it with its filters; otherwise open the plain list.
  const cameFromList = typeof (location.state as { listSearch?: unknown } | null)?.listSearch === 'string';
  const backToList = () => (cameFromList ? navigate(-1) : navigate(LIST_PATH));

  if (query.isPending) return <Loader label="Loading message..." />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        <ErrorNotice>{errorMessage(query.error, 'Error fetching contact message')}</ErrorNotice>
        <button type="button" className="btn btn-outline" onClick={backToList}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to List
        </button>
      </div>
    );
  }
  const message = query.data;
  const name = contactFullName(message);

  const toggleRead = () => {
    const status = message.status === 'unread' ? 'read' : 'unread';
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(CONTACT_MESSAGES.markedAs(status)),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update message status')),
      },
    );
  };

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.deleted);
        setConfirmDelete(false);
        backToList();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete message')),
    });

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="btn btn-ghost" onClick={backToList}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to List
        </button>
        <div className="flex flex-wrap gap-2">
          {message.status !== 'replied' && (
            <button type="button" className="btn btn-outline btn-sm" onClick={toggleRead} disabled={setStatus.isPending}>
              {message.status === 'unread' ? (
                <>
                  <MailOpen className="h-4 w-4" aria-hidden="true" /> Mark as Read
                </>
              ) : (
                <>
                  <Mail className="h-4 w-4" aria-hidden="true" /> Mark as Unread
                </>
              )}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-sm" onClick={() => setConfirmDelete(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
          </button>
        </div>
      </div>

      <article className="card p-5 sm:p-7" aria-labelledby="message-title">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-5">
          <div>
            <h1 id="message-title" className="font-display text-2xl font-semibold text-forest-900">
              {name}
            </h1>
            <p className="mt-1 text-sm text-muted">
              Received <time dateTime={message.receivedAt}>{formatStaffDateTime(message.receivedAt, { empty: 'Invalid date' })}</time>
            </p>
          </div>
          <Badge tone={STATUS_TONES[message.status]}>{CONTACT_MESSAGE_STATUS_LABELS[message.status]}</Badge>
        </header>
        <dl className="grid gap-4 py-5 text-sm sm:grid-cols-2">
          <SenderFact icon={Mail} label="Email">
            <a href={`mailto:${message.email}`} className="break-all text-forest-700 hover:underline">
              {message.email}
            </a>
          </SenderFact>
          <SenderFact icon={Phone} label="Phone">
            <a href={`tel:${message.phone}`} className="text-forest-700 hover:underline">
              {message.phone}
            </a>
          </SenderFact>
          {message.address && (
            <SenderFact icon={MapPin} label="Address" className="sm:col-span-2" valueClassName="text-ink">
              {message.address}
            </SenderFact>
          )}
        </dl>
        <section aria-labelledby="message-body-title">
          <h2 id="message-body-title" className="text-xs font-semibold uppercase tracking-wide text-muted">
            Message
          </h2>
          <p className="mt-2 whitespace-pre-line rounded-lg bg-stone-50 p-4 leading-relaxed text-ink">{message.message}</p>
        </section>
      </article>

      {message.replies.length > 0 && (
        <section className="card mt-5 p-5 sm:p-7" aria-labelledby="replies-title">
          <h2 id="replies-title" className="font-display text-lg font-semibold text-forest-900">
            Previous Replies
          </h2>
          <ol className="mt-4 space-y-4">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-forest-100 bg-forest-50/50 p-4">
                <dl className="grid gap-x-6 gap-y-1 text-xs text-muted sm:grid-cols-3">
                  <div>
                    <dt className="inline font-semibold">From: </dt>
                    <dd className="inline break-all">{reply.from}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">To: </dt>
                    <dd className="inline break-all">{reply.to}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Sent: </dt>
                    <dd className="inline">
                      <time dateTime={reply.sentAt}>{formatStaffDateTime(reply.sentAt, { empty: 'Invalid date' })}</time>
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-ink">{reply.content}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {message.replies.length === 0 && <ReplyForm message={message} />}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete message"
        message={`Are you sure you want to delete the message from ${name}? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}

function ReplyForm({ message }: { message: ContactMessage }) {
  const location = useLocation();
  const send = useSendReply();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // The table's Reply action opens the message at #reply: start typing straight away.
  useEffect(() => {
    if (location.hash === '#reply') textarea.current?.focus();
  }, [location.hash]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = contactReplySchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.replyEmpty);
      return;
    }
    setError(null);
    send.mutate(
      { id: message.id, content: parsed.data.content },
      {
        onSuccess: () => toast.success(CONTACT_MESSAGES.replySentTo(message.email)),
        onError: (failure) => {
          const text = errorMessage(failure, 'Failed to send reply');
          setError(failure instanceof ApiError && failure.errors?.content ? failure.errors.content : text);
          toast.error(text);
        },
      },
    );
  };

  return (
    <section id="reply" className="card mt-5 p-5 sm:p-7" aria-labelledby="reply-title">
      <form method="post" onSubmit={submit} noValidate>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reply-title" className="font-display text-lg font-semibold text-forest-900">
            Reply
          </h2>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setContent(contactReplyTemplate(message.firstName, SITE_NAME));
              setError(null);
              textarea.current?.focus();
            }}
          >
            <FileText className="h-4 w-4" aria-hidden="true" /> Use Template
          </button>
        </div>
        <p className="mt-1 text-xs text-muted">
          Sent by email to {message.email} from {SITE_NAME}.
        </p>
        <label htmlFor="reply-content" className="label mt-4">
          Your reply
        </label>
        <textarea
          id="reply-content"
          ref={textarea}
          className="input min-h-48 resize-y"
          rows={9}
          value={content}
          maxLength={CONTACT_LIMITS.reply}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'reply-error' : undefined}
        />
        {error && (
          <p id="reply-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={content.trim() === '' || send.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send Reply'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One of the sender's details: the icon stands for the label, which screen readers hear instead. */
function SenderFact({
  icon: Icon,
  label,
  className,
  valueClassName,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `flex items-start gap-2.5 ${className}` : 'flex items-start gap-2.5'}>
      <dt>
        <Icon className="mt-0.5 h-4 w-4 text-muted" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
