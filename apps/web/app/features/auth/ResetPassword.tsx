import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AUTH_MESSAGES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { AuthHeading } from './form-bits';
import { SetPasswordForm } from './SetPasswordForm';

export function ResetPassword() {
  const { token } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) {
      toast.error('Invalid reset link. Please request a new password reset.');
      navigate('/forgot-password', { replace: true });
    }
  }, [token, navigate]);
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
        Link expired?{' '}
        <Link to="/forgot-password" className="font-semibold text-forest-700 hover:underline">
          Request a new one
        </Link>
      </p>
    </>
  );
}
