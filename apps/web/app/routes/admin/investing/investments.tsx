import { InvestmentsAdmin } from '../../../features/investing/InvestmentsAdmin';

export const meta = () => [{ title: 'Investments · Admin' }];

export default function RouteInvestmentsAdmin() {
  return <InvestmentsAdmin />;
}
