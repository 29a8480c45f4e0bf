import { InvestorDetail } from '../../../features/investing/InvestorsAdmin';

export const meta = () => [{ title: 'Investor · Admin' }];

export default function RouteInvestorDetail() {
  return <InvestorDetail />;
}
