import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { inBothLanguages } from '../../languages';

/** Public careers pages: the list, a post's detail with the application form, and /careers -> /career. */
export default inBothLanguages([
  route('career', 'routes/public/careers/career.tsx'),
  route('careers', 'routes/public/careers/careers-redirect.tsx'),
  route('careers/:id', 'routes/public/careers/career-detail.tsx'),
]) satisfies RouteConfigEntry[];
