import { redirect } from 'react-router';
import { ADMIN_AREA_ROLES, type Role } from '@app/contract';
import { requireUser } from '../../features/auth/session';

/** Portfolio pages are for investors; staff accounts belong in the back office. */
export async function requireInvestor(request: Request) {
  const user = await requireUser(request);
  if ((ADMIN_AREA_ROLES as readonly Role[]).includes(user.userRole)) throw redirect('/admin-panel');
  return user;
}

/** The client loader of a portfolio page that needs nothing but an investor. */
export async function investorLoader({ request }: { request: Request }) {
  await requireInvestor(request);
  return null;
}
