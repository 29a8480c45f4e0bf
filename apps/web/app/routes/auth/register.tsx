import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/register';
import { Register } from '../../features/auth/Register';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_register_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteRegister() {
  return <Register />;
}
