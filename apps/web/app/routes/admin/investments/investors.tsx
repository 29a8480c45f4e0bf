import { InvestorsAdmin } from '../../../features/investments/InvestorsAdmin';

export const meta = () => [{ title: 'Investors · Admin' }];

export default function RouteInvestorsAdmin() {
  return <InvestorsAdmin />;
}
