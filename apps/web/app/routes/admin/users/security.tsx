import { SITE_NAME } from '@app/contract';
import { Security } from '../../../features/users/Security';

export const meta = () => [{ title: `Security | ${SITE_NAME}` }];

export default function RouteSecurity() {
  return <Security />;
}
