import { DailyTracking } from '../../../features/work-plans/DailyTracking';

export const meta = () => [{ title: 'Daily Tracking · Admin' }];

export default function DailyTrackingRoute() {
  return <DailyTracking />;
}
