import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { AUTH_MESSAGES, type SessionView, formatDateTime } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { accountApi } from './account-api';
import { QueryState } from '../../ui/QueryState';
import { Panel } from '../../ui/Panel';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** The signed-in person's active sessions (device, address, last used) with sign-out of one or all others. */
export function SessionsPanel() {
  const queryClient = useQueryClient();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: accountApi.sessions });
  const revoke = useMutation({
    mutationFn: (session: SessionView) => accountApi.revokeSession(session.id),
    onSuccess: (body) => {
      toast.success(body.message ?? AUTH_MESSAGES.sessionRevoked);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to sign out the session.')),
  });
  const revokeOthers = useMutation({
    mutationFn: accountApi.revokeOtherSessions,
    onSuccess: (body) => {
      toast.success(body.message ?? AUTH_MESSAGES.otherSessionsRevoked);
      setConfirmOthers(false);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to sign out the other sessions.')),
  });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <Panel
      id="sessions-title"
      title="Active sessions"
      description="Devices signed in to your account. Sign out any you don't recognise."
      action={
        <button type="button" className="btn btn-outline btn-sm" disabled={others === 0} onClick={() => setConfirmOthers(true)}>
          Sign out all other sessions
        </button>
      }
    >
      <QueryState query={sessions} loading="Loading sessions..." failure="Failed to load sessions.">
        {() => (
          <ul className="mt-4 divide-y divide-stone-100">
            {list.map((session) => {
              const Icon = /mobile|phone|android|ios|tablet/i.test(`${session.device} ${session.os}`) ? Smartphone : Laptop;
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Icon className="h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">
                      {session.browser || 'Unknown browser'} on {session.os || 'unknown system'}
                      {session.current && <span className="ml-2 badge bg-forest-100 text-forest-800">This device</span>}
                    </p>
                    <p className="text-xs text-muted">
                      {session.ipAddress ?? 'Unknown address'} · Last used {formatDateTime(session.lastUsedAt, 'unknown')} · Signed in{' '}
                      {formatDateTime(session.createdAt, 'unknown')}
                    </p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-red-700"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(session)}
                      aria-label={`Sign out ${session.browser} on ${session.os}`}
                    >
                      <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out other sessions?"
        message={`This signs out ${others} other session${others === 1 ? '' : 's'}. This device stays signed in.`}
        confirmLabel="Sign out others"
        busy={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate()}
      />
    </Panel>
  );
}
