import { RoundsAdmin } from '../../../features/rounds/RoundsAdmin';

export const meta = () => [{ title: 'Funding Rounds · Admin' }];

export default function RoundsRoute() {
  return <RoundsAdmin />;
}
