import clsx from 'clsx';
import { CheckCircle2, Circle, Pencil, Trash2 } from 'lucide-react';
import type { WorkPlanTask } from '@app/contract';
import { DataTable, type Column } from '../../ui/DataTable';
import { PriorityBadge } from './bits';

/**
 * The tasks of one week. The owner toggles status (while allowed), edits and deletes; a manager
 * sees actual hours with the overrun against the estimate.
 */
export function TaskTable({
  tasks,
  caption,
  canEdit = false,
  canToggle = false,
  busyId,
  onToggle,
  onEdit,
  onDelete,
  empty,
}: {
  tasks: WorkPlanTask[];
  caption: string;
  canEdit?: boolean;
  canToggle?: boolean;
  busyId?: string | null;
  onToggle?: (task: WorkPlanTask) => void;
  onEdit?: (task: WorkPlanTask) => void;
  onDelete?: (task: WorkPlanTask) => void;
  empty?: React.ReactNode;
}) {
  const columns: Column<WorkPlanTask>[] = [
    {
      key: 'task',
      header: 'Task',
      cell: (task) => (
        <div className="min-w-48">
          <p className={clsx('font-medium text-ink', task.status === 'completed' && 'text-muted line-through')}>{task.title}</p>
          {task.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted">{task.description}</p>}
        </div>
      ),
    },
    { key: 'priority', header: 'Priority', cell: (task) => <PriorityBadge priority={task.priority} /> },
    { key: 'estimate', header: 'Est. Hours', cell: (task) => `${task.estimatedHours}h`, className: 'whitespace-nowrap' },
    {
      key: 'actual',
      header: 'Actual Hours',
      className: 'whitespace-nowrap',
      cell: (task) => {
        const over = task.actualHours - task.estimatedHours;
        return (
          <span>
            {task.actualHours}h{over > 0 && <span className="ml-1 text-xs font-semibold text-red-700">(+{Math.round(over * 10) / 10}h over)</span>}
          </span>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      cell: (task) =>
        canToggle ? (
          <button
            type="button"
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
              task.status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700 hover:bg-forest-50',
            )}
            aria-pressed={task.status === 'completed'}
            aria-label={`${task.title}: ${task.status === 'completed' ? 'completed, mark as pending' : 'pending, mark as completed'}`}
            disabled={busyId === task.id}
            onClick={() => onToggle?.(task)}
          >
            {task.status === 'completed' ? <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> : <Circle className="h-3.5 w-3.5" aria-hidden="true" />}
            {task.status === 'completed' ? 'Completed' : 'Pending'}
          </button>
        ) : (
          <span className={clsx('badge', task.status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700')}>
            {task.status === 'completed' ? 'Completed' : 'Pending'}
          </span>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (task) => (
        <div className="flex justify-end gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit?.(task)} aria-label={`Edit ${task.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-red-700" onClick={() => onDelete?.(task)} aria-label={`Delete ${task.title}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ),
    });
  }
  return <DataTable caption={caption} columns={columns} rows={tasks} empty={empty ?? 'No tasks for this week yet.'} />;
}
