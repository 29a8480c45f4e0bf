import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/verify-email';
import { VerifyEmail } from '../../features/auth/VerifyEmail';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_verify_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteVerifyEmail() {
  return <VerifyEmail />;
}
