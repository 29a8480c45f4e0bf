import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/resend-verification';
import { ResendVerification } from '../../features/auth/ResendVerification';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_resend_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteResendVerification() {
  return <ResendVerification />;
}
