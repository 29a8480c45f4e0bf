import { ShieldAlert } from 'lucide-react';
import { languageOfPath } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/unauthorized';
import { pageMeta, publicHeaders } from '../../../features/public/data';
import { StatusContent } from '../../../features/public/StatusContent';
import { useLanguage } from '../../../lib/language';

export const headers = publicHeaders;
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta({
      title: m.public_unauthorized_title({}, { locale: language }),
      description: m.public_unauthorized_description({}, { locale: language }),
      path: '/unauthorized',
      language,
      matches,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function UnauthorizedPage() {
  const say = { locale: useLanguage() };
  return (
    <StatusContent
      icon={<ShieldAlert className="h-10 w-10" aria-hidden="true" />}
      title={m.public_unauthorized_title({}, say)}
      text={m.public_unauthorized_text({}, say)}
    />
  );
}
