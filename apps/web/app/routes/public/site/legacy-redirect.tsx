import { redirect } from 'react-router';
import type { Route } from './+types/legacy-redirect';

/** Short paths the admin footer links to (/help, /terms, /privacy) lead to the real pages. */
const TARGETS: Record<string, string> = { '/help': '/faq', '/terms': '/terms-and-conditions', '/privacy': '/privacy-policy' };

export function loader({ request }: Route.LoaderArgs) {
  return redirect(TARGETS[new URL(request.url).pathname] ?? '/', 301);
}

export default function LegacyRedirect() {
  return null;
}
