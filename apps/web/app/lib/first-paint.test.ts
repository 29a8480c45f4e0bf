import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint, scriptsOfPage } from './first-paint.server';

// React Router 7's preload links and inline module script, as its <Scripts> writes them.
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/><link rel="modulepreload" href="/assets/layout-B.js" nonce="n1"/>';
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/layout-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"note":"a<b <!-- c"};
  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1};

import("/assets/entry.client-C.js");`;
const PAGE = `<html><head>${PRELOADS}</head><body><main>Text</main><script nonce="n1" type="module" async="">${ROUTER_SCRIPT}</script></body></html>`;

describe('loadScriptsAfterFirstPaint', () => {
  const html = loadScriptsAfterFirstPaint(PAGE);
  const waiter = /<script nonce="n1">([\s\S]*)<\/script><\/body>/.exec(html)?.[1] ?? '';

  it('puts a classic script with the same nonce in place of the module script and the preloads', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html.startsWith('<html><head></head><body><main>Text</main><script nonce="n1">')).toBe(true);
    // Nothing in the carried script can end the inline script early.
    expect(waiter).not.toContain('</script');
    expect(waiter).not.toContain('<!--');
  });

  it('adds the preloads, once each, and React Router’s script unchanged, after the first contentful paint', () => {
    const added: { tag: string; props: Record<string, string> }[] = [];
    let observer: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
    const timers: (() => void)[] = [];
    const browser = {
      document: {
        currentScript: { nonce: 'n1' },
        visibilityState: 'visible',
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: { tag: string }) => added.push({ tag: element.tag, props: element as unknown as Record<string, string> }) },
        body: { append: (element: { tag: string }) => added.push({ tag: element.tag, props: element as unknown as Record<string, string> }) },
      },
      setTimeout: (run: () => void, ms?: number) => (ms === 3000 ? undefined : timers.push(run)),
      requestAnimationFrame: () => {
        throw new Error('paint entries are supported');
      },
      PerformanceObserver: Object.assign(
        function (callback: typeof observer) {
          observer = callback;
          return { observe: () => undefined };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    };
    new Function(...Object.keys(browser), waiter)(...Object.values(browser));
    expect(added).toEqual([]);
    observer!({ getEntriesByName: () => [] }, { disconnect: () => undefined });
    expect(timers).toHaveLength(0);
    observer!({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
    timers.forEach((run) => run());
    expect(added.map((element) => [element.tag, element.props.href ?? element.props.type])).toEqual([
      ['link', '/assets/entry.client-C.js'],
      ['link', '/assets/root-A.js'],
      ['link', '/assets/layout-B.js'],
      ['script', 'module'],
    ]);
    expect(added[3]!.props).toMatchObject({ nonce: 'n1', textContent: ROUTER_SCRIPT });
  });

  it('names the scripts a rewritten page fetches', () => {
    expect(scriptsOfPage(html)).toEqual(['/assets/entry.client-C.js', '/assets/root-A.js', '/assets/layout-B.js']);
    expect(scriptsOfPage('<html><body>No script</body></html>')).toEqual([]);
  });

  it('leaves a page without React Router’s module script alone', () => {
    expect(loadScriptsAfterFirstPaint('<html><body>No script</body></html>')).toBe('<html><body>No script</body></html>');
  });
});
