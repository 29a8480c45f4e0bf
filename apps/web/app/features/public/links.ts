import { useRouteLoaderData } from 'react-router';
import { EXTERNAL_LINK_NAMES, type ExternalLinks } from '@app/contract';

const NONE = Object.fromEntries(EXTERNAL_LINK_NAMES.map((name) => [name, ''])) as ExternalLinks;

/** The external links (chat, app stores, investment forms) the root loader passes from the server config. */
export function useExternalLinks(): ExternalLinks {
  const root = useRouteLoaderData('root') as { links?: ExternalLinks } | undefined;
  return root?.links ?? NONE;
}
