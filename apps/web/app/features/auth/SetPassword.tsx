import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { AuthHeading } from './form-bits';
import { SetPasswordForm, usePasswordLinkToken } from './SetPasswordForm';

/** First password for an account an administrator created (the emailed setup link). */
export function SetPassword() {
  const navigate = useNavigate();
  const token = usePasswordLinkToken('Invalid setup link. Please contact your administrator.', '/login');
  if (!token) return null;

  return (
    <>
      <AuthHeading title="Set your password">Welcome aboard. Choose a password to activate your account.</AuthHeading>
      <SetPasswordForm
        submitLabel="Set Password"
        busyLabel="Saving..."
        onSubmit={async (values) => {
          try {
            const body = await api.post<{ message?: string; email?: string }>(`/auth/setup-password/${encodeURIComponent(token)}`, values, { noRefresh: true });
            toast.success(body.message ?? AUTH_MESSAGES.passwordSet);
            navigate(body.email ? `/login?email=${encodeURIComponent(body.email)}` : '/login', { replace: true, state: { passwordSet: true } });
          } catch (error) {
            toast.error(errorMessage(error, 'Failed to set password.'));
          }
        }}
      />
    </>
  );
}
