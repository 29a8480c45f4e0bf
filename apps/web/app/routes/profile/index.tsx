import { SITE_NAME } from '@app/contract';
import { MyProfile } from '../../features/users/MyProfile';

export const meta = () => [{ title: `My Profile | ${SITE_NAME}` }];

export default function RouteMyProfile() {
  return <MyProfile />;
}
