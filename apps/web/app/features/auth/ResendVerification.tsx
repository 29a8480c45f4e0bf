import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendVerificationSchema } from '@app/contract';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { AuthHeading, formatCountdown, useResendVerification } from './form-bits';
import { useHydrated } from '../../lib/hydration';

export function ResendVerification() {
  const hydrated = useHydrated();
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
        <button type="submit" className="btn btn-primary w-full py-2.5" disabled={!hydrated || formState.isSubmitting || waiting}>
          {formState.isSubmitting ? 'Sending...' : waiting ? `Resend in ${formatCountdown(resend.secondsLeft)}` : 'Send Verification Email'}
        </button>
      </form>
      {sentTo && (
        <p className="mt-6 text-sm">
          <Link to={`/verify-email?email=${encodeURIComponent(sentTo)}`} state={{ email: sentTo }} className="btn btn-outline w-full">
            I have my code: verify now
          </Link>
        </p>
      )}
      <p className="mt-8 text-sm text-muted">
        <Link to="/login" className="font-semibold text-forest-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
