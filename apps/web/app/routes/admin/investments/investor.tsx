import { InvestorDetail } from '../../../features/investments/InvestorsAdmin';

export const meta = () => [{ title: 'Investor · Admin' }];

export default function RouteInvestorDetail() {
  return <InvestorDetail />;
}
