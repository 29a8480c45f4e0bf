import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { WorkPlanFeedback } from '@app/contract';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { useEmployeePlan } from './EmployeeWorkPlan';
import { formatStaffDateTime } from '@app/contract';

/** One feedback entry: who, when, what, and a link to its week when it is about a week or a task. */
export function FeedbackItem({ item, search, compact = false }: { item: WorkPlanFeedback; search?: string; compact?: boolean }) {
  const label = item.type === 'task' ? `Task: ${item.taskTitle ?? 'removed task'}` : item.week ? `Week ${item.week}` : 'General Feedback';
  return (
    <li className={compact ? 'rounded-lg bg-stone-50 p-3' : 'card p-4'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <MessageSquare className="h-4 w-4 text-forest-600" aria-hidden="true" />
          <span className="text-sm font-semibold text-ink">{item.author.name}</span>
          <Badge tone={item.type === 'general' ? 'gray' : item.type === 'week' ? 'blue' : 'purple'}>{label}</Badge>
        </div>
        <time className="text-xs text-muted" dateTime={item.date}>
          {formatStaffDateTime(item.date)}
        </time>
      </div>
      <p className={`mt-2 whitespace-pre-line text-sm text-ink ${compact ? 'line-clamp-3' : ''}`}>{item.content}</p>
      {item.week && search !== undefined && (
        <Link
          to={{ pathname: '/admin/manage-work-plan/weekly-plan', search: `${search}&week=${item.week}` }}
          className="mt-2 inline-block text-sm font-medium text-forest-700 hover:underline"
        >
          View Week {item.week}
        </Link>
      )}
    </li>
  );
}

/** Feedback tab: everything managers wrote about this month's plan, newest first. */
export function FeedbackTab() {
  const { plan, search } = useEmployeePlan();
  if (!plan.feedback.length) return <EmptyState title="No feedback yet" hint="Your manager's comments on this month's plan will appear here." />;
  return (
    <ul className="space-y-3" aria-label="Feedback">
      {plan.feedback.map((item) => (
        <FeedbackItem key={item.id} item={item} search={search} />
      ))}
    </ul>
  );
}
