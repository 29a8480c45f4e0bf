/**
 * Where the safeguards read the time (cooling-off, retakes, 12-month validity). Tests move it with
 * fake timers; the browser flows' server (e2e/serve.ts) moves it forward to skip a real day.
 */
export const clock = { now: (): Date => new Date() };
