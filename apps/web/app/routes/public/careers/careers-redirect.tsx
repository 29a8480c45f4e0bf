import { redirect } from 'react-router';

/** The detail page's not-found link points at /careers (public-site.md §2); the list lives at /career. */
export function loader() {
  return redirect('/career', 301);
}

export default function CareersRedirect() {
  return null;
}
