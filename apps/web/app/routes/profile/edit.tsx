import { SITE_NAME } from '@app/contract';
import { EditProfile } from '../../features/users/EditProfile';

export const meta = () => [{ title: `Edit Profile | ${SITE_NAME}` }];

export default function RouteEditProfile() {
  return <EditProfile />;
}
