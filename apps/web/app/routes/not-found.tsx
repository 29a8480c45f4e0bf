import { data } from 'react-router';
import { SITE_NAME } from '@app/contract';
import { StatusPage } from '../ui/StatusPage';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: `Page Not Found | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <StatusPage code="404" title="Page Not Found" text="The page you're looking for doesn't exist or has been moved." />;
}
