import type { ReactNode } from 'react';

/** A select's options, one per value, each showing its label (the value itself when no label is given). */
export function Options<V extends string | number>({ values, label = String }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A select's options for records (plans, bank layouts), each by its id, showing its name. */
export function RecordOptions<R>({ records, id, name }: { records: readonly R[]; id: (record: R) => string; name: (record: R) => ReactNode }) {
  return records.map((record) => (
    <option key={id(record)} value={id(record)}>
      {name(record)}
    </option>
  ));
}
