import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { AUTH_MESSAGES } from '@app/contract';
import { useShellUser } from '../admin-shell/useShellUser';
import { accountApi } from '../auth/account-api';
import { SessionsPanel } from '../auth/SessionsPanel';
import { TwoFactorPanel } from '../auth/TwoFactorPanel';
import { errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { QueryState } from '../../ui/QueryState';
import { Panel } from '../../ui/Panel';

/** The signed-in staff member's sessions and two-factor sign-in; a superAdmin also sets the staff 2FA rule. */
export function Security() {
  const user = useShellUser();
  if (!user) return <Loader />;
  return (
    <div className="max-w-4xl space-y-5">
      <PageHeader title="Security" description="Where you are signed in, and how you sign in." />
      {user.userRole === 'superAdmin' && <StaffTwoFactorRule />}
      <TwoFactorPanel user={user} />
      <SessionsPanel />
    </div>
  );
}

function StaffTwoFactorRule() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['auth', 'security-settings'],
    queryFn: () => accountApi.securitySettings().then((body) => body.settings?.requireStaffTwoFactor ?? body.requireStaffTwoFactor ?? false),
  });
  const save = useMutation({
    mutationFn: (value: boolean) => accountApi.saveSecuritySettings(value),
    onSuccess: (body, value) => {
      queryClient.setQueryData(['auth', 'security-settings'], value);
      toast.success(body.message ?? AUTH_MESSAGES.securitySettingsSaved);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to save security settings.')),
  });
  return (
    <Panel
      id="staff-2fa-title"
      title="Require two-factor sign-in for staff"
      icon={<ShieldAlert className="h-6 w-6 text-earth-500" aria-hidden="true" />}
      description="When on, super admins, admins and moderators must set up an authenticator app at their next sign-in and cannot turn it off."
      action={
        <QueryState query={settings} loading="Loading..." failure="Failed to load security settings." inline>
          {(securitySettings) => (
            <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                role="switch"
                className="peer sr-only"
                checked={Boolean(securitySettings)}
                disabled={save.isPending}
                onChange={(event) => save.mutate(event.target.checked)}
              />
              <span
                aria-hidden="true"
                className="relative h-6 w-11 rounded-full bg-stone-300 transition-colors peer-checked:bg-forest-600 peer-focus-visible:outline-3 peer-focus-visible:outline-wheat-400 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
              />
              {securitySettings ? 'Required' : 'Optional'}
            </label>
          )}
        </QueryState>
      }
    />
  );
}
