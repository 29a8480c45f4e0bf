import clsx from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home/End, roving tab stop), hand-rolled to
 * keep public pages light. Every panel is rendered on the server; inactive ones are hidden.
 */
export function Tabs({ label, tabs }: { label: string; tabs: { value: string; label: string; content: ReactNode }[] }) {
  const [active, setActive] = useState(tabs[0]?.value);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto border-b border-forest-900/10 px-1">
        {tabs.map((tab, i) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={clsx(
                '-mb-px shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4',
                selected ? 'border-forest-700 text-forest-900' : 'border-transparent text-muted hover:text-forest-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.value} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} tabIndex={0} hidden={tab.value !== active}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
