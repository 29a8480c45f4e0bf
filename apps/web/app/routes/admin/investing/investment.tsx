import { InvestmentDetail } from '../../../features/investing/InvestmentsAdmin';

export const meta = () => [{ title: 'Investment · Admin' }];

export default function RouteInvestmentDetail() {
  return <InvestmentDetail />;
}
