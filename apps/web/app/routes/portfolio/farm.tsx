import { redirect } from 'react-router';
import type { Route } from './+types/farm';

/** /portfolio/investments/{id}/farm: the farm report is a section of the investment page now, drawn on the server. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/portfolio/investments/${encodeURIComponent(params.id)}#farm`, 301);
}
