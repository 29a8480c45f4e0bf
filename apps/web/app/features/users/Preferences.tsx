import { useEffect, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { USER_LIST_PAGE_SIZES } from '@app/contract';
import { PageHeader } from '../../ui/PageHeader';
import { AccountLinkButtons, CHANGE_PASSWORD_LINK, EDIT_PROFILE_LINK } from '../auth/account-links';
import { toast } from '../../ui/Toaster';
import { readListPageSize, LIST_PAGE_SIZE_KEY } from './preferences';
import { Options } from '../../ui/Options';

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
          <AccountLinkButtons
            links={[EDIT_PROFILE_LINK, CHANGE_PASSWORD_LINK, { to: '/admin/security', label: 'Sessions & two-factor', icon: ShieldCheck }]}
            className="btn btn-outline btn-sm"
          />
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
            <Options values={USER_LIST_PAGE_SIZES} />
          </select>
        </div>
      </section>
    </div>
  );
}
