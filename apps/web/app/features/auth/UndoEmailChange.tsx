import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLink, AuthSubmitButton } from './form-bits';

/**
 * From the mail to the old address after an email change. The change is undone only when the
 * person presses the button (a POST), not when the page opens: mail scanners open links too.
 */
export function UndoEmailChange() {
  const { token = '' } = useParams();
  const [done, setDone] = useState<string>();
  const undo = useMutation({
    mutationFn: () => api.post<{ message?: string }>(`/auth/undo-email-change/${encodeURIComponent(token)}`, {}, { noRefresh: true }),
    onSuccess: (body) => setDone(body.message ?? AUTH_MESSAGES.emailChangeUndone),
  });

  if (done) {
    return (
      <>
        <AuthHeading title="Your email address is back">{done}</AuthHeading>
        <p className="text-sm text-muted">
          Waiting for the mail? <AuthLink to="/forgot-password">Request a new password link</AuthLink>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Undo the email change">
        If you did not change the email address of your account, undo it here. Every session is signed out, and we send you a link to choose a new password.
      </AuthHeading>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          undo.mutate();
        }}
      >
        {undo.isError && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(undo.error, AUTH_MESSAGES.undoLinkInvalid)}
          </p>
        )}
        <AuthSubmitButton label="Undo the change" busy={undo.isPending} busyLabel="Undoing..." />
      </form>
      <p className="mt-8 text-sm text-muted">
        Made the change yourself? <AuthLink to="/login">Back to sign in</AuthLink>
      </p>
    </>
  );
}
