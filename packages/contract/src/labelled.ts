/**
 * The values of a labels map: its keys in the order they are written (the order screens, selects and
 * specs list them), typed as a non-empty tuple so that `z.enum(valuesOf(labels))` infers the union.
 * Keys must not be whole numbers: JavaScript lists those first.
 */
export const valuesOf = <Value extends string>(labels: Record<Value, string>): readonly [Value, ...Value[]] => Object.keys(labels) as [Value, ...Value[]];

/** An enumeration written once, as its labels: the labels, and their keys as the values (see valuesOf). */
export function labelled<Value extends string>(labels: Record<Value, string>): { values: readonly [Value, ...Value[]]; labels: Record<Value, string> } {
  return { values: valuesOf(labels), labels };
}
