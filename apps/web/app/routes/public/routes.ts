import { layout, type RouteConfigEntry } from '@react-router/dev/routes';
import careerPages from './careers/routes';
import contactPages from './contact/routes';
import sitePages from './site/routes';

/** Public site routes (public-site.md §2), all inside the public page shell. */
export default [layout('routes/public/layout.tsx', [...sitePages, ...careerPages, ...contactPages])] satisfies RouteConfigEntry[];
