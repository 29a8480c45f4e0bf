import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { UserView } from '@app/contract';
import { RoleBadge, StatusBadge } from './badges';
import { UserAvatar } from './UserAvatar';

/** Who a screen is about: avatar, name as the page heading, email, role and status, then the screen's own badges. */
export function UserIdentity({ user, large = false, badges }: { user: UserView; large?: boolean; badges: ReactNode }) {
  return (
    <>
      <UserAvatar name={user.name} image={user.profileImage} size={large ? 88 : 40} />
      <div className="min-w-0 flex-1">
        <h1 className={clsx('break-words font-display font-semibold text-forest-900', large ? 'text-3xl' : 'text-2xl')}>{user.name}</h1>
        <p className="mt-1 break-all text-sm text-muted">{user.email}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <RoleBadge user={user} />
          <StatusBadge status={user.userStatus} />
          {badges}
        </div>
      </div>
    </>
  );
}
