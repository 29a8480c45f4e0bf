import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Star, type LucideIcon } from 'lucide-react';
import { NavLink, type To } from 'react-router';
import { useState, type ReactNode } from 'react';
import {
  NOT_SCORED_LABEL,
  PLAN_MONTH_NAMES,
  WORK_PLAN_STATUS_LABELS,
  scoreBand,
  shiftPlanDate,
  workPlanToday,
  workPlanYears,
  type TaskPriority,
  type WorkPlanStatus,
  formatStaffDate,
} from '@app/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';
import type { Month } from './api';
import { Options } from '../../ui/Options';

export const monthLabel = (m: Month) => `${PLAN_MONTH_NAMES[m.month - 1]} ${m.year}`;

function currentMonth(): Month {
  const today = workPlanToday();
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** ?month=&year= of the page, or the current month. */
export function monthFromSearch(params: URLSearchParams): Month {
  const fallback = currentMonth();
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : fallback.month,
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : fallback.year,
  };
}

/** The page's query with another month chosen, the inverse of monthFromSearch. */
export function withMonth(params: URLSearchParams, month: Month): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('month', String(month.month));
  next.set('year', String(month.year));
  return next;
}

const STATUS_TONES: Record<WorkPlanStatus, BadgeTone> = { draft: 'gray', pending: 'orange', approved: 'green', 'changes-requested': 'red' };
export function PlanStatusBadge({ status }: { status: WorkPlanStatus | null }) {
  if (!status) return <Badge tone="gray">Not Started</Badge>;
  return <Badge tone={STATUS_TONES[status]}>{WORK_PLAN_STATUS_LABELS[status]}</Badge>;
}

const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = { high: 'red', medium: 'orange', low: 'blue' };
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{priority[0]!.toUpperCase() + priority.slice(1)}</Badge>;
}

export function ScoreBadge({ score }: { score: number | null }) {
  if (score == null) return <Badge tone="gray">{NOT_SCORED_LABEL}</Badge>;
  const band = scoreBand(score);
  return (
    <Badge tone={band.tone}>
      {score}/100 · {band.label}
    </Badge>
  );
}

export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <span className="flex" role="img" aria-label={`${label}: ${value} of 5 stars`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} aria-hidden="true" className={clsx('h-4 w-4', n <= value ? 'fill-wheat-400 text-wheat-500' : 'text-stone-300')} />
        ))}
      </span>
    </div>
  );
}

export function ProgressBar({ value, label, tone = 'forest' }: { value: number; label: string; tone?: 'forest' | 'wheat' }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className={clsx('h-full rounded-full', tone === 'forest' ? 'bg-forest-500' : 'bg-wheat-400')} style={{ width: `${Math.min(100, value)}%` }} />
    </div>
  );
}

export function Avatar({ name, src, size = 'md' }: { name: string; src?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const initials = name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const dims = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-14 w-14 text-lg' }[size];
  if (src) return <img src={src} alt="" className={clsx('shrink-0 rounded-full object-cover', dims)} />;
  return (
    <span aria-hidden="true" className={clsx('flex shrink-0 items-center justify-center rounded-full bg-forest-100 font-semibold text-forest-700', dims)}>
      {initials}
    </span>
  );
}

/** Month and year selects (years: two back to one ahead). */
export function MonthPicker({ value, onChange }: { value: Month; onChange: (next: Month) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="wp-month">
        Month
      </label>
      <select id="wp-month" className="input w-auto py-1.5" value={value.month} onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}>
        {PLAN_MONTH_NAMES.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="wp-year">
        Year
      </label>
      <select id="wp-year" className="input w-auto py-1.5" value={value.year} onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}>
        <Options values={[...new Set([...workPlanYears(), value.year])].sort()} />
      </select>
    </div>
  );
}

/** Previous day / the day / next day, as the daily check-in and the daily tracking step through dates; never past the latest day. */
export function DayStepper({
  date,
  atLatest,
  onGo,
  labelClassName,
}: {
  date: string;
  atLatest: boolean;
  onGo: (date: string) => void;
  labelClassName: string;
}) {
  return (
    <div className="flex items-center gap-1">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onGo(shiftPlanDate(date, -1))} aria-label="Previous day">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </button>
      <p className={`${labelClassName} text-center text-sm font-semibold text-ink`} aria-live="polite">
        {formatStaffDate(date, { weekday: 'long' })}
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onGo(shiftPlanDate(date, 1))} disabled={atLatest} aria-label="Next day">
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** One tab of a work-planning tab bar; `current` marks it current where its route alone does not (an index page). */
type PlanTab = { to: To; label: string; icon: LucideIcon; end?: boolean; current?: boolean };

/** The work-planning tab bar: underlined links with an icon, the current one in forest green. */
export function PlanTabs({ label, className, tabs }: { label: string; className: string; tabs: readonly PlanTab[] }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex min-w-max gap-1 border-b border-stone-200 px-1">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium',
                  isActive || tab.current ? 'border-forest-600 text-forest-800' : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              <tab.icon className="h-4 w-4" aria-hidden="true" />
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled white panel of a dashboard; `empty`, when set, is the sentence it shows instead of its body, having nothing to list. */
export function Panel({
  title,
  actions,
  empty,
  children,
  className,
}: {
  title: string;
  actions?: React.ReactNode;
  empty?: string | false;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx('card min-w-0 p-4 sm:p-5', className)} aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-display text-lg font-semibold text-forest-900">{title}</h2>
        {actions}
      </div>
      {empty ? <p className="text-sm text-muted">{empty}</p> : children}
    </section>
  );
}

/**
 * The error of a required text box: shown once sending was tried while it was empty, and gone as
 * soon as it holds text again.
 */
export function useRequiredText(value: string, message: string) {
  const [tried, setTried] = useState(false);
  return {
    error: tried && !value.trim() ? message : undefined,
    /** Marks a send as tried; true when there is text to send. */
    check: () => {
      setTried(true);
      return value.trim() !== '';
    },
    /** After a send: the emptied box is not an error. */
    reset: () => setTried(false),
  };
}

/**
 * One part of a daily check-in (the plan, what was done, the challenges) under its small label, as
 * the employee's day and the managers' daily tracking both show it. `clamped` cuts it to three lines
 * where a list of check-ins must stay scannable; otherwise its line breaks are kept.
 */
export function CheckInFact({ label, clamped = false, children }: { label: string; clamped?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className={clsx('text-ink', clamped ? 'line-clamp-3' : 'mt-1 whitespace-pre-line')}>{children}</dd>
    </div>
  );
}
