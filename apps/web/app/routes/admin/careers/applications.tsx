import { ApplicationsAdmin } from '../../../features/careers/ApplicationsAdmin';

export const meta = () => [{ title: 'Job Applications · Admin' }];

export default function RouteApplicationsAdmin() {
  return <ApplicationsAdmin />;
}
