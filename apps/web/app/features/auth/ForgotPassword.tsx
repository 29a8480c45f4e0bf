import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, FORGOT_PASSWORD_COOLDOWN_S, forgotPasswordSchema } from '@app/contract';
import { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, formatCountdown, useCooldown } from './form-bits';

export function ForgotPassword() {
  const cooldown = useCooldown('forgot-password', FORGOT_PASSWORD_COOLDOWN_S);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const body = await api.post<{ message?: string }>('/auth/forgot-password', { email }, { noRefresh: true });
      toast.success(body.message ?? AUTH_MESSAGES.forgotPasswordSent);
      setSentTo(email);
      cooldown.start();
    } catch (error) {
      const message = errorMessage(error, 'Failed to process password reset.');
      // The server's "wait 1 hour" answer means a reset mail went out recently: honour the same cooldown.
      if (message.includes('wait 1 hour')) cooldown.start();
      toast.error(message);
    }
  });

  const waiting = cooldown.left > 0;
  return (
    <>
      <AuthHeading title="Forgot your password?">Enter your email and we&apos;ll send you a link to choose a new one.</AuthHeading>
      {sentTo && (
        <div role="status" className="mb-6 flex gap-3 rounded-xl border border-forest-200 bg-forest-50 p-4 text-sm text-forest-900">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
          <p>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works for one hour.
          </p>
        </div>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label="Email" error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <AuthSubmitButton
          label={waiting ? `Try again in ${formatCountdown(cooldown.left)}` : 'Send Reset Link'}
          busy={formState.isSubmitting}
          busyLabel="Sending..."
          disabled={waiting}
        />
        {waiting && <p className="text-center text-xs text-muted">You can request another reset email once the timer ends.</p>}
      </form>
      <p className="mt-8 text-sm text-muted">
        Remembered it? <AuthLink to="/login">Back to sign in</AuthLink>
      </p>
    </>
  );
}
