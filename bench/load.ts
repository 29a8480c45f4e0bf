import { Pool } from 'undici';

export type LoadOptions = {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Extra headers per request (e.g. a distinct client address for each sign-in). */
  perRequestHeaders?: (index: number) => Record<string, string>;
};

export type LoadResult = { rps: number; total: number; non2xx: number };

/**
 * Closed-loop load: `connections` keep-alive connections, each sending its next request as soon as
 * the previous answer has been read in full. Built on undici (Node's own HTTP client, llhttp
 * parser) rather than autocannon, whose JavaScript response parser tops out near 60 MB/s on this
 * machine: with a 20 KB page it measured itself, not the server (a bare route serving the same
 * bytes was no faster than the real page).
 */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const deadline = Date.now() + options.seconds * 1000;
  let total = 0;
  let non2xx = 0;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (Date.now() < deadline) {
          const index = total++;
          const response = await pool.request({
            path: pathname + search,
            method: options.method ?? 'GET',
            headers: { ...options.headers, ...options.perRequestHeaders?.(index) },
            body: options.body,
          });
          if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
          for await (const _chunk of response.body);
        }
      }),
    );
  } finally {
    await pool.close();
  }
  return { rps: total / options.seconds, total, non2xx };
}
