import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendVerificationSchema } from '@app/contract';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, formatCountdown, useResendVerification } from './form-bits';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

export function ResendVerification() {
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const [params] = useSearchParams();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof resendVerificationSchema>, unknown, z.output<typeof resendVerificationSchema>>({
    resolver: zodResolver(resendVerificationSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    if (await resend.send(email)) setSentTo(email);
  });

  const waiting = resend.secondsLeft > 0;
  return (
    <>
      <AuthHeading title={m.auth_resend_title({}, locale)}>{m.auth_resend_intro({}, locale)}</AuthHeading>
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label={m.auth_email({}, locale)} error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <AuthSubmitButton
          label={waiting ? m.auth_resend_in({ time: formatCountdown(resend.secondsLeft) }, locale) : m.auth_resend_submit({}, locale)}
          busy={formState.isSubmitting}
          busyLabel={m.auth_sending({}, locale)}
          disabled={waiting}
        />
      </form>
      {sentTo && (
        <p className="mt-6 text-sm">
          <Link to={`${to('/verify-email')}?email=${encodeURIComponent(sentTo)}`} state={{ email: sentTo }} className="btn btn-outline w-full">
            {m.auth_have_code({}, locale)}
          </Link>
        </p>
      )}
      <p className="mt-8 text-sm text-muted">
        <AuthLink to={to('/login')}>{m.auth_back_to_sign_in({}, locale)}</AuthLink>
      </p>
    </>
  );
}
