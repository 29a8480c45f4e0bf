import { useRouteLoaderData } from 'react-router';
import type { ExternalLinks } from '../../lib/load-context';

const NONE: ExternalLinks = {
  chat: '',
  androidApp: '',
  iosApp: '',
  farmerAndroidApp: '',
  farmerIosApp: '',
  chickenForm: '',
  cattleForm: '',
  salesPackForm: '',
};

/** The external links (chat, app stores, investment forms) the root loader passes from the server config. */
export function useExternalLinks(): ExternalLinks {
  const root = useRouteLoaderData('root') as { links?: ExternalLinks } | undefined;
  return root?.links ?? NONE;
}
