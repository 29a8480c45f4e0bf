/**
 * Scripts after the first paint. React Router ends a page with modulepreload links for every script
 * the page needs and an inline module script that imports the matched route modules (and with them
 * React) and then the client entry, which hydrates. So the scripts downloaded beside the stylesheet
 * and fonts, and on a fast connection the browser evaluated and hydrated before it painted: a phone
 * on a slow network drew the page's text only once all of its JavaScript was in (Lighthouse's
 * largest contentful paint: 2.4 to 2.7 s on slow 4G, against about 1.5 s once the scripts wait).
 * The page is readable without them; they only make it interactive.
 *
 * The page is rewritten so React Router's module script, unchanged, is added only after the first
 * contentful paint, with the same modulepreload links (every file still fetched at once, no
 * waterfall). A small classic script in its place waits for the paint and adds both, with its own
 * CSP nonce. The module script runs exactly as written: its static imports still evaluate every
 * route module before it sets the globals the client entry reads. A page without that module script
 * is left as it is.
 */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const NONCE = /\bnonce="([^"]*)"/;

/** A value written into an inline script: `<` escaped, so no text in it can close the script. */
const inScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const nonce = NONCE.exec(script[0])?.[1];
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!))];
  // `start` runs in the task after the browser reports the first contentful paint (a first frame may
  // show no text yet, while a font is in its block period). A hidden tab paints nothing, so it starts
  // at once; a browser without paint entries waits two frames; a page that never paints text starts
  // after 3 s all the same.
  const waiter = `(function () {
  var nonce = document.currentScript.nonce;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${inScript(preloads)}.forEach(function (href) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: href }));
    });
    document.body.append(Object.assign(document.createElement("script"), { type: "module", nonce: nonce, textContent: ${inScript(script[1])} }));
  }
  function painted() { setTimeout(start); }
  if (document.visibilityState !== "visible") return start();
  setTimeout(start, 3000);
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(function () { requestAnimationFrame(painted); });
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
})();`;
  const rewritten =
    html.slice(0, script.index) + `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${waiter}</script>` + html.slice(script.index + script[0].length);
  return rewritten.replace(MODULE_PRELOAD, '');
}
