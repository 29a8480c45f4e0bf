import { workerServer } from '../../tools/servers.ts';

const { clockPort } = workerServer;

/**
 * Moves the e2e server's safeguard clock `hours` forward (cooling-off, check retakes), through
 * serve.ts's control port. The browser's clock is moved with page.clock beside it.
 */
export async function moveServerClock(hours: number) {
  const res = await fetch(`http://127.0.0.1:${clockPort}/clock?hours=${hours}`, { method: 'POST' });
  if (!res.ok) throw new Error(`server clock not moved: ${res.status}`);
}

/** The server's safeguard clock now: real time plus what earlier flows moved it, for page.clock.install. */
export async function serverClockNow(): Promise<Date> {
  const res = await fetch(`http://127.0.0.1:${clockPort}/clock`);
  if (!res.ok) throw new Error(`server clock not read: ${res.status}`);
  return new Date(Date.now() + Number(await res.text()));
}
