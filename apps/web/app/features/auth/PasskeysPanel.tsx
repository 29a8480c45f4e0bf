import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Trash2 } from 'lucide-react';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES, formatDateTime, type Passkey, type UserView } from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Field } from '../../ui/Field';
import { useHydrated } from '../../lib/hydration';
import { Panel } from '../../ui/Panel';
import { IdentityProofField, identityProof } from './form-bits';

const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

/**
 * Passkeys on the profile: add one (the browser or phone creates it) after confirming with the
 * password or the authenticator code, see when each was last used, remove one.
 */
export function PasskeysPanel({ user }: { user: Pick<UserView, 'twoFactorEnabled'> }) {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const usesCode = Boolean(user.twoFactorEnabled);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [proof, setProof] = useState('');
  const [proofError, setProofError] = useState<string>();
  const list = useQuery({ queryKey: PASSKEYS_KEY, queryFn: async () => (await api.get<{ data: Passkey[] }>('/auth/passkeys')).data });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const add = useMutation({
    mutationFn: async () => {
      const { options } = await api.post<{ options: PublicKeyCredentialCreationOptionsJSON }>('/auth/passkeys/options', identityProof(usesCode, proof));
      const response = await startRegistration({ optionsJSON: options });
      return api.post<{ message?: string }>('/auth/passkeys', { name: name.trim(), response });
    },
    onSuccess: async (body) => {
      toast.success(body.message ?? PASSKEY_MESSAGES.added);
      setName('');
      setProof('');
      await refresh();
    },
    onError: (error) => {
      // A refused password or code shows under its field; anything else (the device said no) as a toast.
      const fieldError = error instanceof ApiError ? (error.errors?.password ?? error.errors?.totpCode) : undefined;
      if (fieldError) setProofError(fieldError);
      else toast.error(errorMessage(error, PASSKEY_MESSAGES.notVerified));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ message?: string }>(`/auth/passkeys/${id}`),
    onSuccess: async (body) => {
      toast.success(body.message ?? PASSKEY_MESSAGES.removed);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to remove the passkey.')),
  });
  const supported = hydrated && browserSupportsWebAuthn();

  return (
    <Panel
      id="passkeys-title"
      title="Passkeys"
      icon={<Fingerprint className="h-6 w-6 text-forest-600" aria-hidden="true" />}
      description="Sign in with your fingerprint, face or device PIN instead of a password and code."
    >
      {list.data && list.data.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-200 text-sm">
          {list.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-ink">{passkey.name}</span>
                <span className="block text-xs text-muted">
                  Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
                </span>
              </span>
              <button type="button" className="btn btn-ghost btn-sm text-red-700" disabled={remove.isPending} onClick={() => remove.mutate(passkey.id)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove<span className="sr-only"> passkey {passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          method="post"
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const missingName = name.trim() ? undefined : PASSKEY_MESSAGES.nameRequired;
            const missingProof = proof.trim() ? undefined : usesCode ? PASSKEY_MESSAGES.codeRequired : PASSKEY_MESSAGES.passwordRequired;
            setNameError(missingName);
            setProofError(missingProof);
            if (!missingName && !missingProof) add.mutate();
          }}
        >
          <div className="min-w-48 flex-1">
            <Field label="Passkey name" error={nameError} hint='For example "My phone" or "Work laptop"'>
              {(field) => <input {...field} className="input" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />}
            </Field>
          </div>
          <div className="min-w-48 flex-1">
            <IdentityProofField usesCode={usesCode} value={proof} onChange={setProof} error={proofError} />
          </div>
          <button type="submit" className="btn btn-primary btn-sm mb-5" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        hydrated && <p className="mt-4 text-sm text-muted">This browser cannot create passkeys.</p>
      )}
    </Panel>
  );
}
