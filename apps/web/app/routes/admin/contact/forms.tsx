import { Inbox } from '../../../features/contact-messages/Inbox';

export const meta = () => [{ title: 'Contact Messages · Admin' }];

export default function ContactFormsRoute() {
  return <Inbox />;
}
