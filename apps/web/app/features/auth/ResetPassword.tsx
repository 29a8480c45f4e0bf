import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { AuthHeading, AuthLink } from './form-bits';
import { SetPasswordForm, usePasswordLinkToken } from './SetPasswordForm';

export function ResetPassword() {
  const navigate = useNavigate();
  const token = usePasswordLinkToken('Invalid reset link. Please request a new password reset.', '/forgot-password');
  if (!token) return null;

  return (
    <>
      <AuthHeading title="Choose a new password">Use at least 8 characters with upper- and lowercase letters and a number.</AuthHeading>
      <SetPasswordForm
        submitLabel="Reset Password"
        busyLabel="Resetting..."
        onSubmit={async (values) => {
          try {
            const body = await api.post<{ message?: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, values, { noRefresh: true });
            toast.success(body.message ?? AUTH_MESSAGES.passwordReset);
            navigate('/login', { replace: true });
          } catch (error) {
            toast.error(errorMessage(error, 'Password reset failed.'));
          }
        }}
      />
      <p className="mt-8 text-sm text-muted">
        Link expired? <AuthLink to="/forgot-password">Request a new one</AuthLink>
      </p>
    </>
  );
}
