import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { inBothLanguages } from '../../languages';

/** Public contact pages. */
export default inBothLanguages([route('contact', 'routes/public/contact/contact.tsx')]) satisfies RouteConfigEntry[];
