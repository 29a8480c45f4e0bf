import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/undo-email-change';
import { UndoEmailChange } from '../../features/auth/UndoEmailChange';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.auth_undo_page_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function RouteUndoEmailChange() {
  return <UndoEmailChange />;
}
