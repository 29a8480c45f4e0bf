import type { ServerResponse } from 'node:http';
import type { Log } from '../../platform/unit-of-work.ts';

/**
 * Work that must not change how long a response takes (forgot-password looks the address up and
 * mails only after answering; sign-in counts a wrong password only after answering). It starts
 * once the response has been sent (PGlite runs queries on the main thread, so starting earlier
 * would still delay the answer). Tests await `settleBackgroundWork()`.
 */
const background = new Set<Promise<unknown>>();
let scheduled = 0;
/** Work queued while tests hold it (holdBackgroundWork); null when work starts as usual. */
let held: (() => void)[] | null = null;

/** How a service leaves work for after its answer: it hands the work over, the handler's reply decides when it starts. */
export type AfterAnswer = (work: () => Promise<unknown>) => void;

/**
 * The after-answer hook of one reply (a handler passes `afterAnswerOf(reply)` to the service). Only
 * the raw response and the log are read, so this knows nothing else of the HTTP framework.
 */
export const afterAnswerOf =
  (reply: { raw: ServerResponse; log: Log }): AfterAnswer =>
  (work) =>
    runAfterResponse(reply, work);

function runAfterResponse(reply: { raw: ServerResponse; log: Log }, work: () => Promise<unknown>) {
  scheduled++;
  const start = () => {
    scheduled--;
    const promise = Promise.resolve()
      .then(work)
      // The request's own logger, so a failure carries the request id of the answer it followed.
      .catch((error) => reply.log.error({ err: error }, 'background account work failed'))
      .finally(() => background.delete(promise));
    background.add(promise);
  };
  const later = () => (held ? held.push(start) : setImmediate(start));
  if (reply.raw.writableFinished) later();
  else reply.raw.once('finish', later);
}
/** Tests: queue the work instead of starting it, to see what an answer leaves before it runs; returns the release. */
export function holdBackgroundWork() {
  held = [];
  return () => {
    const queued = held ?? [];
    held = null;
    for (const start of queued) start();
  };
}
export async function settleBackgroundWork() {
  while (scheduled > 0 || background.size) {
    await Promise.all([...background]);
    if (scheduled > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
