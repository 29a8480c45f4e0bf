import { InvestmentDetail } from '../../../features/investments/InvestmentsAdmin';

export const meta = () => [{ title: 'Investment · Admin' }];

export default function RouteInvestmentDetail() {
  return <InvestmentDetail />;
}
