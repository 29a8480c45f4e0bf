import { ApiReference } from '../../../features/api-reference/ApiReference';

export const meta = () => [{ title: 'API Reference · Admin' }];

/** Every staff role may read it: the admin layout's guard (ADMIN_AREA_ROLES) is the access rule. */
export default function ApiReferenceRoute() {
  return <ApiReference />;
}
