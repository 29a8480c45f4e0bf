import { WeeklyPlan } from '../../../features/work-plans/WeeklyPlan';

export const meta = () => [{ title: 'Weekly Plan · My Work Plan · Admin' }];

export default function WeeklyPlanRoute() {
  return <WeeklyPlan />;
}
