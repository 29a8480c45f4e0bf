import { FilePen, FilePlus2, FileX2, ArrowUpDown, Activity, type LucideIcon } from 'lucide-react';
import { activityEntityLabel, type ActivityView, formatStaffShortDateTime } from '@app/contract';

const ACTION_ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  create: { icon: FilePlus2, tone: 'bg-forest-100 text-forest-700' },
  update: { icon: FilePen, tone: 'bg-sky-100 text-sky-800' },
  delete: { icon: FileX2, tone: 'bg-red-100 text-red-700' },
  reorder: { icon: ArrowUpDown, tone: 'bg-wheat-200 text-earth-700' },
};

function relativeTime(iso: string, now = Date.now()) {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} d ago`;
  return formatStaffShortDateTime(iso);
}

export function ActionIcon({ action }: { action: string }) {
  const { icon: Icon, tone } = ACTION_ICONS[action] ?? { icon: Activity, tone: 'bg-stone-100 text-stone-600' };
  return (
    <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${tone}`} aria-hidden="true">
      <Icon className="h-4 w-4" />
    </span>
  );
}

/** One line of the Recent Activity block. */
export function ActivityItem({ entry }: { entry: ActivityView }) {
  return (
    <li className="flex gap-3 py-3">
      <ActionIcon action={entry.action} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink">{entry.summary}</p>
        <p className="mt-0.5 text-xs text-muted">
          {entry.actorName ?? 'System'} · {activityEntityLabel(entry.entity)} ·{' '}
          <time dateTime={entry.createdAt} title={formatStaffShortDateTime(entry.createdAt)}>
            {relativeTime(entry.createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}
