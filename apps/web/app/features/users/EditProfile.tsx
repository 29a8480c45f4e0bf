import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { AUTH_MESSAGES, HTML_LANG, LANGUAGES, PAYOUT_HOLD_HOURS, fieldPaths, updateProfileSchema, type UpdateProfileInput, type UserView } from '@app/contract';
import { z } from 'zod';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field, PageFormActions } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { applyServerErrors, IdentityProofField, identityProof } from '../auth/form-bits';
import { CURRENT_USER_KEY, useCurrentUser } from '../auth/hooks';
import { setCurrentUser } from '../auth/session';
import { ProfileImageUpload } from '../auth/ProfileImageUpload';
import { ProfileLoadError } from '../auth/ProfileLoadError';
import { FormSection, PersonFields, personDefaults } from './PersonFields';

/** The info toast about a pending email change stays 8 seconds (accounts.md §4). */
const INFO_TOAST_MS = 8_000;

export function EditProfile() {
  const { data: user, isLoading, isError } = useCurrentUser();
  if (isLoading) return <Loader label="Loading profile..." />;
  if (isError || !user) return <ProfileLoadError />;
  return <EditProfileForm user={user} />;
}

function EditProfileForm({ user }: { user: UserView }) {
  const navigate = useNavigate();
  const locale = { locale: useLanguage() };
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, watch } = useForm<UpdateProfileInput, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      name: user.name,
      email: user.newEmail ?? user.email,
      phone: user.phone ?? '',
      language: user.language,
      ...personDefaults(user),
    } as UpdateProfileInput,
  });
  const errors = formState.errors;
  const usesCode = Boolean(user.twoFactorEnabled);
  const [proof, setProof] = useState('');
  const [proofMissing, setProofMissing] = useState<string>();
  const typedEmail = (watch('email') ?? '').trim().toLowerCase();
  // A new address (not the current one, nor the one already waiting) needs the password or a code.
  const emailChanging = typedEmail !== '' && typedEmail !== user.email && typedEmail !== user.newEmail;

  const storeUser = (next: UserView) => {
    setCurrentUser(next);
    queryClient.setQueryData(CURRENT_USER_KEY, next);
  };

  const submit = handleSubmit(async (values) => {
    if (emailChanging && !proof.trim()) {
      setProofMissing(usesCode ? AUTH_MESSAGES.emailChangeCodeRequired : AUTH_MESSAGES.emailChangePasswordRequired);
      return;
    }
    setProofMissing(undefined);
    try {
      const body = await api.put<{ message?: string; user: UserView }>('/auth/update-profile', {
        ...values,
        ...(emailChanging ? identityProof(usesCode, proof) : {}),
      });
      storeUser(body.user);
      toast.success(body.message ?? AUTH_MESSAGES.profileUpdated);
      if (body.user.newEmail && body.user.newEmail !== user.newEmail) {
        toast.info(
          `We sent a verification message to ${body.user.newEmail}. Your email changes once you confirm it; until then sign in with ${body.user.email}.`,
          { duration: INFO_TOAST_MS },
        );
      }
      navigate('/profile');
    } catch (error) {
      applyServerErrors(error, setError, fieldPaths(updateProfileSchema));
      toast.error(errorMessage(error, 'Failed to update profile'));
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      <PageHeader
        title="Edit Profile"
        description="Keep your details current so we can reach you about your investments."
        actions={
          <Link to="/profile" className="btn btn-ghost">
            Cancel
          </Link>
        }
      />
      <FormSection title="Profile photo">
        <div className="sm:col-span-2">
          <ProfileImageUpload name={user.name} image={user.profileImage} onUploaded={(profileImage) => storeUser({ ...user, profileImage })} />
        </div>
      </FormSection>
      <FormSection title="Account">
        <div className="sm:col-span-2">
          <Field label="Full name" error={errors.name?.message} required>
            {(field) => <input {...field} {...register('name')} autoComplete="name" className="input" />}
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message} hint="Changing it sends a verification message to the new address.">
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className="input" />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" className="input" />}
        </Field>
        <Field label={m.account_language_label({}, locale)} hint={m.account_language_hint({}, locale)} error={errors.language?.message}>
          {(field) => (
            <select {...field} {...register('language')} className="input">
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={HTML_LANG[language]}>
                  {language === 'bn' ? m.common_language_bn() : m.common_language_en()}
                </option>
              ))}
            </select>
          )}
        </Field>
        {emailChanging && (
          <div className="sm:col-span-2">
            <p className="mb-3 text-sm text-muted">
              Changing your email signs out your other sessions, and payouts wait {PAYOUT_HOLD_HOURS} hours after the new address is confirmed. We tell your
              current address, with a link to undo it.
            </p>
            <div className="max-w-sm">
              <IdentityProofField
                usesCode={usesCode}
                value={proof}
                onChange={setProof}
                error={proofMissing ?? errors.password?.message ?? errors.totpCode?.message}
              />
            </div>
          </div>
        )}
        {user.newEmail && (
          <p role="status" className="flex gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900 sm:col-span-2">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Pending new email: <strong>{user.newEmail}</strong>. Confirm it from the message we sent; you still sign in with {user.email}.
            </span>
          </p>
        )}
      </FormSection>
      <PersonFields register={register} errors={errors} customerType={watch('customerType')} />
      <PageFormActions cancelTo="/profile" label="Save Changes" busyLabel="Saving..." busy={formState.isSubmitting} />
    </form>
  );
}
