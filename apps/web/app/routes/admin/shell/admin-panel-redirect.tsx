import { redirect } from 'react-router';

/** /admin-panel and unknown /admin paths go to the dashboard. */
export function loader() {
  return redirect('/admin');
}

export default function AdminRedirect() {
  return null;
}
