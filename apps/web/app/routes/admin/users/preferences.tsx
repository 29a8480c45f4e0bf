import { SITE_NAME } from '@app/contract';
import { Preferences } from '../../../features/users/Preferences';

export const meta = () => [{ title: `Preferences | ${SITE_NAME}` }];

export default function RoutePreferences() {
  return <Preferences />;
}
