import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { AUTH_MESSAGES, type UserView } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { Modal } from '../../ui/Modal';
import { Field } from '../../ui/Field';
import { downloadText } from '../users/csv';
import { accountApi } from './account-api';
import { AuthenticatorCodeInput, PanelFormActions } from './form-bits';
import { PasswordConfirmModal } from './PasswordConfirmModal';
import { fetchCurrentUser } from './session';
import { CURRENT_USER_KEY } from './hooks';
import { Panel } from '../../ui/Panel';
import { openWhileChosen } from '../../ui/openWhileChosen';

type Setup = { secret: string; otpauthUrl: string; qrCode?: string; qrSvg?: string };

/**
 * Two-factor sign-in (every signed-in role): set up with an authenticator app, keep the recovery
 * codes (the count left is shown), turn off with a code, never the password alone.
 */
export function TwoFactorPanel({ user }: { user: UserView & { recoveryCodesLeft?: number } }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const enabled = Boolean(user.twoFactorEnabled);

  const refreshUser = async () => queryClient.setQueryData(CURRENT_USER_KEY, await fetchCurrentUser(true));

  const start = useMutation({
    mutationFn: accountApi.twoFactorSetup,
    onSuccess: (body) => {
      setSetup(body);
      setCode('');
      setCodeError(undefined);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to start two-factor setup.')),
  });
  const enable = useMutation({
    mutationFn: () => accountApi.twoFactorEnable(code.trim()),
    onSuccess: async (body) => {
      toast.success(body.message ?? AUTH_MESSAGES.twoFactorEnabled);
      setSetup(null);
      setRecoveryCodes(body.recoveryCodes ?? []);
      await refreshUser();
    },
    onError: (error) => setCodeError(errorMessage(error, AUTH_MESSAGES.twoFactorInvalid)),
  });
  const disable = useMutation({
    mutationFn: accountApi.twoFactorDisable,
    onSuccess: async (body) => {
      toast.success(body.message ?? AUTH_MESSAGES.twoFactorDisabled);
      setDisableOpen(false);
      await refreshUser();
    },
  });

  return (
    <Panel
      id="twofa-title"
      title="Two-factor sign-in"
      icon={enabled ? <ShieldCheck className="h-6 w-6 text-forest-600" aria-hidden="true" /> : <ShieldOff className="h-6 w-6 text-muted" aria-hidden="true" />}
      description={
        enabled
          ? `On: signing in asks for a code from your authenticator app.${user.recoveryCodesLeft === undefined ? '' : ` Recovery codes left: ${user.recoveryCodesLeft} of 10.`}`
          : 'Off: add a code from an authenticator app to every sign-in.'
      }
      action={
        enabled ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setDisableOpen(true)}>
            Turn off
          </button>
        ) : (
          !setup && (
            <button type="button" className="btn btn-primary btn-sm" disabled={start.isPending} onClick={() => start.mutate()}>
              {start.isPending ? 'Starting...' : 'Turn on'}
            </button>
          )
        )
      }
    >
      {setup && (
        <form
          method="post"
          className="mt-5 grid gap-5 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-[auto_1fr]"
          onSubmit={(event) => {
            event.preventDefault();
            if (!/^\d{6}$/.test(code.trim())) setCodeError(AUTH_MESSAGES.twoFactorRequired);
            else enable.mutate();
          }}
        >
          {(setup.qrSvg || setup.qrCode) && (
            <div className="rounded-lg bg-white p-2 ring-1 ring-stone-200">
              {setup.qrSvg ? (
                <div
                  className="h-40 w-40 [&>svg]:h-full [&>svg]:w-full"
                  role="img"
                  aria-label="QR code for your authenticator app"
                  dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                />
              ) : (
                <img src={setup.qrCode} alt="QR code for your authenticator app" className="h-40 w-40" />
              )}
            </div>
          )}
          <div className="space-y-3 text-sm">
            <p>1. In your authenticator app, {setup.qrSvg || setup.qrCode ? 'scan the QR code or ' : ''}add an account with this key:</p>
            <p className="break-all rounded-md bg-white px-3 py-2 font-mono text-sm tracking-wider ring-1 ring-stone-200">{setup.secret}</p>
            <p>
              On this phone?{' '}
              <a href={setup.otpauthUrl} className="font-medium text-forest-700 underline">
                Open in authenticator app
              </a>
            </p>
            <Field label="2. Enter the 6-digit code it shows" error={codeError}>
              {(field) => <AuthenticatorCodeInput {...field} code={code} onCode={setCode} />}
            </Field>
            <PanelFormActions
              className="flex gap-2"
              label="Confirm and turn on"
              busy={enable.isPending}
              busyLabel="Checking..."
              onCancel={() => setSetup(null)}
            />
          </div>
        </form>
      )}

      <Modal
        {...openWhileChosen(recoveryCodes, () => setRecoveryCodes(null))}
        title="Save your recovery codes"
        description="Each code signs you in once if you lose your phone. They are shown only now."
        footer={
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => downloadText('recovery-codes.txt', `${(recoveryCodes ?? []).join('\n')}\n`, 'text/plain;charset=utf-8')}
            >
              Download
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setRecoveryCodes(null)}>
              I have saved them
            </button>
          </>
        }
      >
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm">
          {(recoveryCodes ?? []).map((recovery) => (
            <li key={recovery} className="rounded-md bg-stone-100 px-3 py-1.5 text-center">
              {recovery}
            </li>
          ))}
        </ul>
      </Modal>

      <PasswordConfirmModal
        open={disableOpen}
        onOpenChange={setDisableOpen}
        formId="twofa-disable"
        title="Turn off two-factor sign-in?"
        passwordLabel="Code from your authenticator app"
        asksForCode
        actionLabel="Turn off"
        busyLabel="Working..."
        busy={disable.isPending}
        confirm={disable.mutateAsync}
        failure="Failed to turn off two-factor sign-in."
      />
    </Panel>
  );
}
