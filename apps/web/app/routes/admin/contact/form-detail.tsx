import { useParams } from 'react-router';
import { MessageDetail } from '../../../features/contact-messages/MessageDetail';

export const meta = () => [{ title: 'Contact Message · Admin' }];

export default function ContactFormDetailRoute() {
  const { id = '' } = useParams();
  return <MessageDetail key={id} id={id} />;
}
