import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLink, AuthSubmitButton } from './form-bits';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

/**
 * From the mail to the old address after an email change. The change is undone only when the
 * person presses the button (a POST), not when the page opens: mail scanners open links too.
 */
export function UndoEmailChange() {
  const { token = '' } = useParams();
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const [done, setDone] = useState<string>();
  const undo = useMutation({
    mutationFn: () => api.post<{ message?: string }>(`/auth/undo-email-change/${encodeURIComponent(token)}`, {}, { noRefresh: true }),
    onSuccess: (body) => setDone(body.message ?? AUTH_MESSAGES.emailChangeUndone),
  });

  if (done) {
    return (
      <>
        <AuthHeading title={m.auth_undo_done_title({}, locale)}>{done}</AuthHeading>
        <p className="text-sm text-muted">
          {m.auth_undo_waiting_mail({}, locale)} <AuthLink to={to('/forgot-password')}>{m.auth_undo_new_link({}, locale)}</AuthLink>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title={m.auth_undo_title({}, locale)}>{m.auth_undo_intro({}, locale)}</AuthHeading>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          undo.mutate();
        }}
      >
        {undo.isError && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(undo.error, m.auth_undo_link_invalid({}, locale))}
          </p>
        )}
        <AuthSubmitButton label={m.auth_undo_submit({}, locale)} busy={undo.isPending} busyLabel={m.auth_undoing({}, locale)} />
      </form>
      <p className="mt-8 text-sm text-muted">
        {m.auth_undo_made_it({}, locale)} <AuthLink to={to('/login')}>{m.auth_back_to_sign_in({}, locale)}</AuthLink>
      </p>
    </>
  );
}
