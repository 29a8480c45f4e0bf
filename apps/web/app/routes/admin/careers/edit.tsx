import { useParams } from 'react-router';
import { PostForm } from '../../../features/careers/PostForm';

export const meta = () => [{ title: 'Edit Job Post · Admin' }];

export default function RoutePostForm() {
  const { id = '' } = useParams();
  return <PostForm key={id} id={id} />;
}
