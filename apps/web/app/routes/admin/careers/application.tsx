import { useParams } from 'react-router';
import { ApplicationDetail } from '../../../features/careers/ApplicationDetail';

export const meta = () => [{ title: 'Job Application · Admin' }];

export default function RouteApplicationDetail() {
  const { id = '' } = useParams();
  return <ApplicationDetail key={id} id={id} />;
}
