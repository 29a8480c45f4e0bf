import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import { USER_LIST_PAGE_SIZES } from '@app/contract';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { readListPageSize, LIST_PAGE_SIZE_KEY } from './preferences';

/** Personal settings of the signed-in staff member: account shortcuts and how lists open. */
export function Preferences() {
  const [pageSize, setPageSize] = useState(10);
  useEffect(() => setPageSize(readListPageSize()), []);

  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader title="Preferences" description="Your account and how the back office behaves for you on this device." />
      <section className="card p-5" aria-labelledby="prefs-account">
        <h2 id="prefs-account" className="font-sans text-sm font-semibold uppercase tracking-wide text-forest-800">
          Account
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/profile/edit" className="btn btn-outline btn-sm">
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Profile
          </Link>
          <Link to="/profile/change-password" className="btn btn-outline btn-sm">
            <KeyRound className="h-4 w-4" aria-hidden="true" /> Change Password
          </Link>
          <Link to="/admin/security" className="btn btn-outline btn-sm">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Sessions &amp; two-factor
          </Link>
        </div>
      </section>
      <section className="card p-5" aria-labelledby="prefs-lists">
        <h2 id="prefs-lists" className="font-sans text-sm font-semibold uppercase tracking-wide text-forest-800">
          Lists
        </h2>
        <div className="mt-3 max-w-xs">
          <label htmlFor="pref-page-size" className="label">
            Users per page when the list opens
          </label>
          <select
            id="pref-page-size"
            className="input"
            value={pageSize}
            onChange={(event) => {
              const next = Number(event.target.value);
              setPageSize(next);
              window.localStorage.setItem(LIST_PAGE_SIZE_KEY, String(next));
              toast.success('Preferences saved');
            }}
          >
            {USER_LIST_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </section>
    </div>
  );
}
