import { SITE_NAME } from '@app/contract';
import { ShieldAlert } from 'lucide-react';
import { publicHeaders } from '../../../features/public/data';
import { StatusContent } from '../../../features/public/StatusContent';

export const headers = publicHeaders;
export const meta = () => [{ title: `Unauthorized Access | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function UnauthorizedPage() {
  return <StatusContent icon={<ShieldAlert className="h-10 w-10" aria-hidden="true" />} title="Unauthorized Access" text="You don't have permission to access this page." />;
}
