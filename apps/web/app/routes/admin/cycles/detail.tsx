import { useParams } from 'react-router';
import { CycleDetail } from '../../../features/cycles/CycleDetail';

export const meta = () => [{ title: 'Farm Cycle · Admin' }];

export default function CycleRoute() {
  const { id = '' } = useParams();
  return <CycleDetail key={id} id={id} />;
}
