import { InvestorsAdmin } from '../../../features/investing/InvestorsAdmin';

export const meta = () => [{ title: 'Investors · Admin' }];

export default function RouteInvestorsAdmin() {
  return <InvestorsAdmin />;
}
