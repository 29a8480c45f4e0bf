/**
 * The numeric axis of a server-drawn SVG chart: round ends, evenly spaced round ticks, and where a
 * value sits between the ends (0 at the low end, 1 at the high end). Charts place marks in percent
 * of their width and height, so they fit any screen while their text keeps its size.
 */

/** A round tick step (1, 2, 2.5 or 5 times a power of ten) giving at most six steps over the span. */
export function tickStep(span: number): number {
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((step) => span / step <= 6) ?? 10 * magnitude;
}

export type LinearScale = {
  low: number;
  high: number;
  step: number;
  ticks: number[];
  /** Where a value sits: 0 at `low`, 1 at `high`. */
  at: (value: number) => number;
};

/** Decimals enough to write every tick of a step exactly (2.5 -> 1, 0.25 -> 2). */
const decimalsOf = (step: number) => {
  for (let decimals = 0; decimals < 12; decimals++) if (Math.abs(step * 10 ** decimals - Math.round(step * 10 ** decimals)) < 1e-9) return decimals;
  return 12;
};

/**
 * An axis holding every value, from a round tick below the smallest to a round tick above the largest.
 * It starts at zero unless told not to (counts, costs and weights read against zero); an empty or flat
 * set of values still gets an axis of `minimumSpan`.
 */
export function linearScale(values: number[], { fromZero = true, minimumSpan = 1 }: { fromZero?: boolean; minimumSpan?: number } = {}): LinearScale {
  const finite = values.filter(Number.isFinite);
  let min = finite.length ? Math.min(...finite) : 0;
  let max = finite.length ? Math.max(...finite) : 0;
  if (fromZero) {
    min = Math.min(min, 0);
    max = Math.max(max, 0);
  }
  if (max - min < minimumSpan) max = min + minimumSpan;
  const step = tickStep(max - min);
  const decimals = decimalsOf(step);
  const round = (value: number) => Number(value.toFixed(decimals));
  const low = round(Math.floor(min / step + 1e-9) * step);
  const high = round(Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let i = 0; low + i * step <= high + step / 1000; i++) ticks.push(round(low + i * step));
  return { low, high, step, ticks, at: (value: number) => (value - low) / (high - low) };
}

/** The time axis of dated points: 0 at the first day, 1 at the last (a single day sits in the middle). */
export function timeScale(days: string[]): { first: string; last: string; at: (day: string) => number } {
  const times = days.map((day) => Date.parse(day));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { first: iso(first), last: iso(last), at: (day: string) => (last === first ? 0.5 : (Date.parse(day) - first) / (last - first)) };
}
