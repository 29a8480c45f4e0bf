import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AUTH_MESSAGES, type UserView } from '@app/contract';
import { useCurrentUser } from '../auth/hooks';
import { Loader } from '../../ui/Loader';
import { useUser } from './api';
import { actionError } from './messages';
import { UserLoadError } from './UserLoadError';

/**
 * The user the URL names, for the admin detail and edit screens: a loader, 'Error Loading User', or
 * `children` with the user and the signed-in actor (the cached current user when fresher than the shell's).
 */
export function ShownUser({
  actor: signedIn,
  loading,
  failure,
  children,
}: {
  actor: UserView;
  loading: string;
  failure: string;
  children: (user: UserView, actor: UserView) => ReactNode;
}) {
  const { userId = '' } = useParams();
  const { data: me } = useCurrentUser();
  const actor = me ?? signedIn;
  const query = useUser(userId);
  if (query.isLoading) return <Loader label={loading} />;
  if (query.isError || !query.data) return <UserLoadError message={query.isError ? actionError(query.error, failure, failure) : AUTH_MESSAGES.userNotFound} />;
  return children(query.data, actor);
}
