import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendVerificationSchema } from '@app/contract';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { AuthHeading, AuthLink, AuthSubmitButton, formatCountdown, useResendVerification } from './form-bits';

export function ResendVerification() {
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
      <AuthHeading title="Resend verification">Enter the email you registered with and we&apos;ll send a fresh 6-digit code.</AuthHeading>
      <form method="post" onSubmit={submit} noValidate className="space-y-5">
        <Field label="Email" error={formState.errors.email?.message} required>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <AuthSubmitButton
          label={waiting ? `Resend in ${formatCountdown(resend.secondsLeft)}` : 'Send Verification Email'}
          busy={formState.isSubmitting}
          busyLabel="Sending..."
          disabled={waiting}
        />
      </form>
      {sentTo && (
        <p className="mt-6 text-sm">
          <Link to={`/verify-email?email=${encodeURIComponent(sentTo)}`} state={{ email: sentTo }} className="btn btn-outline w-full">
            I have my code: verify now
          </Link>
        </p>
      )}
      <p className="mt-8 text-sm text-muted">
        <AuthLink to="/login">Back to sign in</AuthLink>
      </p>
    </>
  );
}
