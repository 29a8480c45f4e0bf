import { ArrowRight, ClipboardList, FileText, MessagesSquare, ShieldCheck, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_EDITOR_ROLES, countLabel, hasRole, ROLE_LABELS, type DashboardCount, type UserView } from '@app/contract';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard } from '../../ui/StatCard';
import { ActivityItem } from './ActivityItem';
import { useDashboardSummary } from './api';
import { NeedsAttention } from './NeedsAttention';
import { adminErrorMessage } from '../../ui/admin/query';
import { SearchInput } from '../../ui/admin/filters';
import { actionWord, filterTools, TOOL_CATEGORIES, TOOL_CATEGORY_LABELS, toolsForRole, type Tool } from './tools';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

function ToolCard({ tool }: { tool: Tool }) {
  return (
    <Link
      to={tool.path}
      className="group flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-forest-300 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700 ring-1 ring-forest-100" aria-hidden="true">
          <tool.icon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-sans text-sm font-semibold text-ink group-hover:text-forest-800">{tool.title}</h3>
          <p className="mt-0.5 text-xs capitalize text-muted">{tool.category}</p>
        </div>
        <ArrowRight className="h-4 w-4 text-stone-300 transition group-hover:translate-x-0.5 group-hover:text-forest-600" aria-hidden="true" />
      </div>
      <p className="mt-3 flex-1 text-sm text-muted">{tool.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1" aria-label="Actions" title={tool.actions.join(', ')}>
        {tool.actions.map((action) => (
          <li key={action} className="rounded bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {actionWord(action)}
          </li>
        ))}
      </ul>
    </Link>
  );
}

function Tools({ tools }: { tools: Tool[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<(typeof TOOL_CATEGORIES)[number]>('all');
  const shown = filterTools(tools, search, category);
  const reset = () => {
    setSearch('');
    setCategory('all');
  };
  return (
    <section aria-labelledby="tools-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="tools-heading" className="font-sans text-base font-semibold text-ink">
          Management tools
        </h2>
        <SearchInput
          id="tool-search"
          label="Search tools"
          hideLabel
          className="w-full sm:w-72"
          placeholder="Search tools, descriptions or actions"
          value={search}
          onChange={setSearch}
        />
      </div>
      <ToggleGroup
        label="Filter by category"
        className="mb-4"
        options={toggleOptions(TOOL_CATEGORIES, TOOL_CATEGORY_LABELS)}
        value={category}
        onChange={setCategory}
      />
      {shown.length === 0 ? (
        <EmptyState
          title="No items found"
          hint="No tool matches your search and category."
          action={
            <button type="button" className="btn btn-outline btn-sm" onClick={reset}>
              Reset Filters
            </button>
          }
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="tool-grid">
          {shown.map((tool) => (
            <ToolCard key={tool.path} tool={tool} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /admin: the Management System of the signed-in role. */
export function Dashboard({ user }: { user: UserView }) {
  const summary = useDashboardSummary();
  const tools = toolsForRole(user.userRole);
  const canReadActivity = hasRole(user.userRole, CONTENT_EDITOR_ROLES);
  const value = (card: DashboardCount) =>
    summary.isPending ? '…' : summary.isError || !summary.data ? '—' : countLabel(summary.data[card], summary.data.estimated.includes(card));
  return (
    <>
      <PageHeader
        title={`${ROLE_LABELS[user.userRole]} Management System`}
        description={`Welcome back, ${user.name.split(' ')[0]}.${tools.length > 0 ? ' Here is what is happening across the site.' : ''}`}
      />
      {summary.isError && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {adminErrorMessage(summary.error, 'Error fetching dashboard summary')}
        </p>
      )}
      {/* The site-wide counters belong to those who manage the site: an employee has no tools to count. */}
      {tools.length > 0 && (
        <section aria-label="Summary" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Content items" value={value('contentItems')} icon={FileText} />
          <StatCard label="People management" value={value('peopleManagement')} icon={UsersRound} tone="wheat" />
          <StatCard label="Communication" value={value('communication')} icon={MessagesSquare} tone="sky" />
          <StatCard label="Admins & moderators" value={value('systemAdmins')} icon={ShieldCheck} tone="earth" />
        </section>
      )}

      <NeedsAttention />

      {tools.length > 0 ? (
        <Tools tools={tools} />
      ) : (
        <section className="mt-8 card flex flex-wrap items-center gap-4 p-6">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-forest-100 text-forest-700" aria-hidden="true">
            <ClipboardList className="h-6 w-6" />
          </span>
          <div className="flex-1">
            <h2 className="font-sans text-base font-semibold text-ink">Your work plan</h2>
            <p className="text-sm text-muted">Plan your month, check in daily and read your manager's feedback.</p>
          </div>
          <Link to="/admin/manage-work-plan" className="btn btn-primary">
            Open my work plan
          </Link>
        </section>
      )}

      {canReadActivity && (
        <section aria-labelledby="activity-heading" className="mt-8 card p-5">
          <div className="flex items-center justify-between">
            <h2 id="activity-heading" className="font-sans text-base font-semibold text-ink">
              Recent Activity
            </h2>
            <Link to="/admin/activity" className="text-sm font-semibold text-forest-700 hover:underline">
              View all activity
            </Link>
          </div>
          {summary.isPending ? (
            <Loader label="Loading activity..." />
          ) : summary.data && summary.data.recentActivity.length > 0 ? (
            <ul className="mt-2 divide-y divide-stone-100">
              {summary.data.recentActivity.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-sm text-muted">No activity recorded yet. Changes staff make will show here.</p>
          )}
        </section>
      )}
    </>
  );
}
