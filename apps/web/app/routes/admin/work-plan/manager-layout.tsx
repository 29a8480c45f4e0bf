import { ManagerWorkPlan } from '../../../features/work-plans/ManagerWorkPlan';

export const meta = () => [{ title: 'Work Planning · Admin' }];

/** Managers only (back-office.md §6: admin and superAdmin): the admin layout's guard reads it from the path. */
export default function ManagerWorkPlanRoute() {
  return <ManagerWorkPlan />;
}
