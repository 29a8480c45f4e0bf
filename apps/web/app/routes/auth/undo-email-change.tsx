import { SITE_NAME } from '@app/contract';
import { UndoEmailChange } from '../../features/auth/UndoEmailChange';

export const meta = () => [{ title: `Undo Email Change | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function RouteUndoEmailChange() {
  return <UndoEmailChange />;
}
