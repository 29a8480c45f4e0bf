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
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

export function ForgotPassword() {
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
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
      const message = errorMessage(error, m.auth_forgot_failed({}, locale));
      // The server's "wait 1 hour" answer means a reset mail went out recently: honour the same cooldown.
      if (message.includes('wait 1 hour')) cooldown.start();
      toast.error(message);
    }
  });

  const waiting = cooldown.left > 0;
  return (
    <>
      <AuthHeading title={m.auth_forgot_title({}, locale)}>{m.auth_forgot_intro({}, locale)}</AuthHeading>
      {sentTo && (
        <div role="status" className="mb-6 flex gap-3 rounded-xl border border-forest-200 bg-forest-50 p-4 text-sm text-forest-900">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
          <p>{m.auth_forgot_sent({ email: sentTo }, locale)}</p>
        </div>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label={m.auth_email({}, locale)} error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <AuthSubmitButton
          label={waiting ? m.auth_try_again_in({ time: formatCountdown(cooldown.left) }, locale) : m.auth_forgot_submit({}, locale)}
          busy={formState.isSubmitting}
          busyLabel={m.auth_sending({}, locale)}
          disabled={waiting}
        />
        {waiting && <p className="text-center text-xs text-muted">{m.auth_forgot_wait({}, locale)}</p>}
      </form>
      <p className="mt-8 text-sm text-muted">
        {m.auth_remembered({}, locale)} <AuthLink to={to('/login')}>{m.auth_back_to_sign_in({}, locale)}</AuthLink>
      </p>
    </>
  );
}
