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
const MODULE_PRELOAD = '<link rel="modulepreload"';
const HREF = /\shref="([^"]*)"/;
const NONCE = /\snonce="([^"]*)"/;

/** React Router's one inline module script: where it starts and ends, its opening tag and its text. */
function moduleScript(html: string) {
  const type = html.indexOf(' type="module"');
  const start = html.lastIndexOf('<script', type);
  const open = html.indexOf('>', type);
  const close = html.indexOf('</script>', open);
  if (type < 0 || start < 0 || open < 0 || close < 0 || html.slice(start, type).includes('>')) return null;
  return { start, end: close + '</script>'.length, tag: html.slice(start, open + 1), text: html.slice(open + 1, close) };
}

/** The page's modulepreload link tags, as written. */
function preloadLinks(html: string): string[] {
  const links: string[] = [];
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const end = html.indexOf('>', at);
    if (end < 0) break;
    links.push(html.slice(at, end + 1));
  }
  return links;
}

const PRELOADS_END = '.forEach(function (href) {';

/** The scripts a rewritten page fetches after its first paint (the bench weighs them). */
export function scriptsOfPage(html: string): string[] {
  const end = html.indexOf(PRELOADS_END);
  const start = html.lastIndexOf('[', end);
  return end < 0 || start < 0 ? [] : (JSON.parse(html.slice(start, end)) as string[]);
}

/** A value written into an inline script: `<` escaped, so no text in it can close the script. */
const inScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function loadScriptsAfterFirstPaint(html: string): string {
  const script = moduleScript(html);
  if (!script) return html;
  const nonce = NONCE.exec(script.tag)?.[1];
  const links = preloadLinks(html);
  const preloads = [...new Set(links.flatMap((link) => HREF.exec(link)?.[1] ?? []))];
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
    ${inScript(preloads)}${PRELOADS_END}
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: href }));
    });
    document.body.append(Object.assign(document.createElement("script"), { type: "module", nonce: nonce, textContent: ${inScript(script.text)} }));
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
  const rewritten = html.slice(0, script.start) + `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${waiter}</script>` + html.slice(script.end);
  return links.reduce((page, link) => page.replace(link, ''), rewritten);
}
