import { EmployeePlans } from '../../../features/work-plans/EmployeePlans';

export const meta = () => [{ title: 'Employee Plans · Admin' }];

export default function EmployeePlansRoute() {
  return <EmployeePlans />;
}
