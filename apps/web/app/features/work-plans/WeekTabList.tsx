import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** A plan's weeks as the tab list of a Tabs.Root; each screen gives its triggers' look and content. */
export function WeekTabList<W extends { weekId: string; index: number }>({
  weeks,
  triggerClassName,
  children,
}: {
  weeks: readonly W[];
  triggerClassName: string;
  children: (week: W) => ReactNode;
}) {
  return (
    <Tabs.List aria-label="Weeks" className="flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1">
      {weeks.map((week) => (
        <Tabs.Trigger key={week.weekId} value={String(week.index)} className={triggerClassName}>
          {children(week)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
