import { useParams } from 'react-router';
import { RoundAdminPage } from '../../../features/rounds/RoundAdminPage';

export const meta = () => [{ title: 'Funding Round · Admin' }];

export default function RoundRoute() {
  const { id = '' } = useParams();
  return <RoundAdminPage key={id} id={id} />;
}
