import { Overview } from '../../../features/work-plans/Overview';

export const meta = () => [{ title: 'Overview · My Work Plan · Admin' }];

export default function OverviewRoute() {
  return <Overview />;
}
