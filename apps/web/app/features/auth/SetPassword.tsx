import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { AuthHeading } from './form-bits';
import { SetPasswordForm, usePasswordLinkToken } from './SetPasswordForm';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

/** First password for an account an administrator created (the emailed setup link). */
export function SetPassword() {
  const navigate = useNavigate();
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const token = usePasswordLinkToken(m.auth_setup_link_invalid({}, locale), to('/login'));
  if (!token) return null;

  return (
    <>
      <AuthHeading title={m.auth_set_title({}, locale)}>{m.auth_set_intro({}, locale)}</AuthHeading>
      <SetPasswordForm
        submitLabel={m.auth_set_submit({}, locale)}
        busyLabel={m.auth_saving({}, locale)}
        onSubmit={async (values) => {
          try {
            const body = await api.post<{ message?: string; email?: string }>(`/auth/setup-password/${encodeURIComponent(token)}`, values, { noRefresh: true });
            toast.success(body.message ?? AUTH_MESSAGES.passwordSet);
            navigate(body.email ? `${to('/login')}?email=${encodeURIComponent(body.email)}` : to('/login'), { replace: true, state: { passwordSet: true } });
          } catch (error) {
            toast.error(errorMessage(error, m.auth_set_failed({}, locale)));
          }
        }}
      />
    </>
  );
}
