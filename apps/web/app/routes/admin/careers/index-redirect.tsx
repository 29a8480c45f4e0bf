import { redirect } from 'react-router';

/** /admin/careers is where Cancel and a successful save land (back-office.md §2): the postings list. */
export function clientLoader() {
  return redirect('/admin/careers/posts');
}

export default function CareersIndex() {
  return null;
}
