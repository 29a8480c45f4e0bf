import type { LinksFunction, MetaFunction } from 'react-router';
import '../../features/field/field.css';
import { FieldApp } from '../../features/field/FieldApp';
import { m } from '@app/contract/messages';

/**
 * /field renders no server data: the page is the same for everyone, so the service worker keeps it
 * and the app opens offline. Who is signed in, the cycles and the records come from the phone's
 * store and, with a network, the API (features/field/use-field-device.ts).
 */
export const meta: MetaFunction = () => [{ title: `${m.field_app_name({}, { locale: 'en' })} | Breadbasket Ventures` }, { name: 'robots', content: 'noindex' }];

export const links: LinksFunction = () => [
  { rel: 'manifest', href: '/field/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/field/icon-192.png' },
];

export default function FieldPage() {
  return <FieldApp />;
}
