import { Analytics } from '../../../features/work-plans/Analytics';

export const meta = () => [{ title: 'Analytics · Admin' }];

export default function AnalyticsRoute() {
  return <Analytics />;
}
