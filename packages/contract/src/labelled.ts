/**
 * An enumeration written once, as its labels: `values` are the labels' keys in the order they are
 * written (the order screens, selects and specs list them), typed as a non-empty tuple so that
 * `z.enum(values)` infers the union. Keys must not be whole numbers: JavaScript lists those first.
 */
export function labelled<Value extends string>(labels: Record<Value, string>): { values: readonly [Value, ...Value[]]; labels: Record<Value, string> } {
  return { values: Object.keys(labels) as [Value, ...Value[]], labels };
}
