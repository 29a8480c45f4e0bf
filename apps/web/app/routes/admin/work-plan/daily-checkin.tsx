import { DailyCheckIn } from '../../../features/work-plans/DailyCheckIn';

export const meta = () => [{ title: 'Daily Check-in · My Work Plan · Admin' }];

export default function DailyCheckInRoute() {
  return <DailyCheckIn />;
}
