import { PostsAdmin } from '../../../features/careers/PostsAdmin';

export const meta = () => [{ title: 'Manage Career Postings · Admin' }];

export default function RoutePostsAdmin() {
  return <PostsAdmin />;
}
