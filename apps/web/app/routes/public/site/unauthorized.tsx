import { ShieldAlert } from 'lucide-react';
import type { Route } from './+types/unauthorized';
import { pageMeta, publicHeaders } from '../../../features/public/data';
import { StatusContent } from '../../../features/public/StatusContent';

export const headers = publicHeaders;
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Unauthorized Access',
    description: "You don't have permission to access this page. Sign in with an account that has access, or return to the home page.",
    path: '/unauthorized',
    matches,
  }),
  { name: 'robots', content: 'noindex' },
];

export default function UnauthorizedPage() {
  return (
    <StatusContent
      icon={<ShieldAlert className="h-10 w-10" aria-hidden="true" />}
      title="Unauthorized Access"
      text="You don't have permission to access this page."
    />
  );
}
