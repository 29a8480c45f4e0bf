import { EmployeeWorkPlan } from '../../../features/work-plans/EmployeeWorkPlan';

export const meta = () => [{ title: 'My Work Plan · Admin' }];

/** Any admin-area role keeps a plan; the admin layout already requires one. */
export default function EmployeeWorkPlanRoute() {
  return <EmployeeWorkPlan />;
}
