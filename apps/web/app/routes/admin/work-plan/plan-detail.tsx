import { PlanDetail } from '../../../features/work-plans/PlanDetail';
import type { Route } from './+types/plan-detail';

export const meta = () => [{ title: 'Employee Workplan · Admin' }];

export default function PlanDetailRoute({ params }: Route.ComponentProps) {
  return <PlanDetail key={params.planId} id={params.planId} />;
}
