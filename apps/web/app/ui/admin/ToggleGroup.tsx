import clsx from 'clsx';
import type { ReactNode } from 'react';

export type ToggleOption<V extends string> = { value: V; label: ReactNode };

/**
 * One choice out of a few, pressed in place (a status filter, a grouping, a page to edit): buttons with
 * aria-pressed in a labelled group, the same look on every back-office screen.
 */
export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={clsx('inline-flex flex-wrap gap-1 rounded-lg border border-stone-200 bg-white p-1', className)}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            value === option.value ? 'bg-forest-700 text-white' : 'text-ink hover:bg-stone-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The options of a label map, in the order of its values. */
export function toggleOptions<V extends string>(values: readonly V[], labels: Record<V, ReactNode>): ToggleOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
