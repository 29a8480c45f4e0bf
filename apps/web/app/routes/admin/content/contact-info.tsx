import { ContactInfoAdmin } from '../../../features/content-admin/ContactInfoAdmin';

export const meta = () => [{ title: 'Manage Contact Information · Admin' }];

export default function ContactInfoAdminRoute() {
  return <ContactInfoAdmin />;
}
