import { ROLE_LABELS, hasRole, type Role, type UserView } from '@app/contract';
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { COMMON_HELP, ROLE_HELP, TOOL_HELP } from './help';
import { TOOL_CATEGORY_LABELS, TOOLS } from './tools';

const STAFF: Role[] = ['superAdmin', 'admin', 'moderator', 'employee'];
const mayUse = (role: Role, roles: readonly Role[] | 'all') => roles === 'all' || hasRole(role, roles);
/** The id of a page's help card, for the table's links: /admin/faq -> help-admin-faq. */
const anchor = (path: string) => `help${path.replaceAll('/', '-')}`;
const whoFor = (roles: readonly Role[] | 'all') =>
  roles === 'all'
    ? 'Every staff member'
    : STAFF.filter((role) => roles.includes(role))
        .map((role) => ROLE_LABELS[role])
        .join(', ');

type Entry = { title: string; path: string; roles: readonly Role[] | 'all'; group: string; text: string[] };

const ENTRIES: Entry[] = [
  ...COMMON_HELP.map((page) => ({ title: page.title, path: page.path, roles: page.roles, group: 'Everyday', text: [page.text] })),
  ...TOOLS.map((tool) => ({
    title: tool.title,
    path: tool.path,
    roles: tool.roles,
    group: TOOL_CATEGORY_LABELS[tool.category],
    text: TOOL_HELP[tool.path] ?? [],
  })),
];
const GROUPS = [...new Set(ENTRIES.map((entry) => entry.group))];

/** /admin/help: what each back-office page is for, who may use it, and how; the reader's own pages first in the table. */
export function StaffHelp({ user }: { user: UserView }) {
  const role = user.userRole;
  return (
    <>
      <PageHeader title="Staff Help" description="What each back-office tool is for, who can use it, and how to use it." />
      <section aria-labelledby="help-you" className="card mb-6 p-5">
        <h2 id="help-you" className="font-sans text-base font-semibold text-ink">
          Signed in as {ROLE_LABELS[role]}
        </h2>
        <p className="mt-1 text-sm text-muted">{ROLE_HELP[role]}</p>
        <p className="mt-2 text-sm text-muted">
          Something missing or not working? Ask an admin, or a Super Admin for account and role changes. Investors&rsquo; questions are answered on the{' '}
          <Link to="/faq" className="font-medium text-forest-800 underline">
            public FAQ
          </Link>
          . Building on the API (the investor and farmer apps)? The{' '}
          <Link to="/admin/api" className="font-medium text-forest-800 underline">
            API reference
          </Link>{' '}
          lists every route and who may call it.
        </p>
      </section>

      {/* On a phone the table would not fit: each card below says who may use it. */}
      <section aria-labelledby="help-who" className="card mb-6 hidden p-5 sm:block">
        <h2 id="help-who" className="mb-3 font-sans text-base font-semibold text-ink">
          Who can use what
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Page
              </th>
              {STAFF.map((staff) => (
                <th key={staff} scope="col" className={`px-2 py-2 text-center font-semibold ${staff === role ? 'text-forest-800' : ''}`}>
                  {ROLE_LABELS[staff]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ENTRIES.map((entry) => (
              <tr key={entry.path} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                  <a href={`#${anchor(entry.path)}`} className="hover:underline">
                    {entry.title}
                  </a>
                </th>
                {STAFF.map((staff) => (
                  <td key={staff} className="px-2 py-1.5 text-center">
                    {mayUse(staff, entry.roles) ? (
                      <Check className="mx-auto h-4 w-4 text-forest-700" aria-hidden="true" />
                    ) : (
                      <Minus className="mx-auto h-4 w-4 text-stone-300" aria-hidden="true" />
                    )}
                    <span className="sr-only">{mayUse(staff, entry.roles) ? 'Yes' : 'No'}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`help-group-${group}`} className="mb-6">
          <h2 id={`help-group-${group}`} className="mb-3 font-sans text-xs font-semibold uppercase tracking-wider text-muted">
            {group}
          </h2>
          <div className="grid gap-3 md:grid-cols-2">
            {ENTRIES.filter((entry) => entry.group === group).map((entry) => (
              <article key={entry.path} id={anchor(entry.path)} className="card scroll-mt-20 p-4" aria-labelledby={`${anchor(entry.path)}-title`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`${anchor(entry.path)}-title`} className="font-sans text-sm font-semibold text-ink">
                    {entry.title}
                  </h3>
                  {mayUse(role, entry.roles) && (
                    <Link to={entry.path} className="text-xs font-semibold text-forest-800 underline-offset-2 hover:underline">
                      Open<span className="sr-only"> {entry.title}</span>
                    </Link>
                  )}
                </div>
                <p className="mt-0.5 text-xs text-muted">For: {whoFor(entry.roles)}</p>
                {entry.text.map((line) => (
                  <p key={line} className="mt-2 text-sm text-ink/90">
                    {line}
                  </p>
                ))}
              </article>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
