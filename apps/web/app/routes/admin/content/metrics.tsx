import { MetricsAdmin } from '../../../features/content-admin/MetricsAdmin';

export const meta = () => [{ title: 'Company Metrics · Admin' }];

export default function MetricsAdminRoute() {
  return <MetricsAdmin />;
}
