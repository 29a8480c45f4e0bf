import { PostForm } from '../../../features/careers/PostForm';

export const meta = () => [{ title: 'Create New Job Post · Admin' }];

export default function RoutePostForm() {
  return <PostForm />;
}
