import type { ReactNode } from 'react';

/** A select's options, one per value, each showing its label (the value itself when no label is given). */
export function Options<V extends string | number>({ values, label = String }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
