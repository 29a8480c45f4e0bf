import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { AuthHeading, AuthLink } from './form-bits';
import { SetPasswordForm, usePasswordLinkToken } from './SetPasswordForm';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

export function ResetPassword() {
  const navigate = useNavigate();
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const token = usePasswordLinkToken(m.auth_reset_link_invalid({}, locale), to('/forgot-password'));
  if (!token) return null;

  return (
    <>
      <AuthHeading title={m.auth_reset_title({}, locale)}>{m.auth_reset_intro({}, locale)}</AuthHeading>
      <SetPasswordForm
        submitLabel={m.auth_reset_submit({}, locale)}
        busyLabel={m.auth_resetting({}, locale)}
        onSubmit={async (values) => {
          try {
            const body = await api.post<{ message?: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, values, { noRefresh: true });
            toast.success(body.message ?? AUTH_MESSAGES.passwordReset);
            navigate(to('/login'), { replace: true });
          } catch (error) {
            toast.error(errorMessage(error, m.auth_reset_failed({}, locale)));
          }
        }}
      />
      <p className="mt-8 text-sm text-muted">
        {m.auth_link_expired({}, locale)} <AuthLink to={to('/forgot-password')}>{m.auth_request_new_link({}, locale)}</AuthLink>
      </p>
    </>
  );
}
