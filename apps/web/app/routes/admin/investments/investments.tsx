import { InvestmentsAdmin } from '../../../features/investments/InvestmentsAdmin';

export const meta = () => [{ title: 'Investments · Admin' }];

export default function RouteInvestmentsAdmin() {
  return <InvestmentsAdmin />;
}
