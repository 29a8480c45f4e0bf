/**
 * The field app's service worker, made after React Router's build (scripts/build.ts): esbuild
 * bundles service-worker/field-sw.ts (Workbox inside), then workbox-build's injectManifest writes
 * the precache list into it as client/field-sw.js. The list is only what /field runs: the page
 * itself, React Router's manifest and entry, the root and field route modules with their imports
 * and stylesheets, the fonts, the web app manifest and icons. Not the whole site's 5 MB of scripts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { FIELD_SCOPE, FIELD_SW_URL } from '../app/features/field/sync-signals.ts';

const FIELD_ROUTE_ID = 'routes/field/index';

type RouteEntry = { module: string; imports?: string[]; css?: string[] };
type ReactRouterManifest = { entry: RouteEntry; routes: Record<string, RouteEntry & { parentId?: string }> };

/** The client files /field loads, read from React Router's browser manifest (assets/manifest-<hash>.js). */
export function fieldFiles(clientDir: string): string[] {
  const assets = path.join(clientDir, 'assets');
  const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}`);
  const text = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ReactRouterManifest;
  const files = new Set<string>([`/assets/${manifestFile}`]);
  const add = (entry: RouteEntry) => [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])].forEach((file) => files.add(file));
  add(manifest.entry);
  for (let id: string | undefined = FIELD_ROUTE_ID; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`React Router's manifest has no route ${id}`);
    add(route);
  }
  for (const name of fs.readdirSync(assets)) if (name.endsWith('.woff2')) files.add(`/assets/${name}`);
  for (const name of fs.readdirSync(path.join(clientDir, 'field'))) if (!/\.(?:br|gz)$/.test(name)) files.add(`/field/${name}`);
  return [...files].map((file) => file.replace(/^\//, ''));
}

export async function buildFieldServiceWorker(clientDir: string) {
  const bundled = path.join(clientDir, '..', 'field-sw.bundle.js');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../service-worker/field-sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const files = fieldFiles(clientDir);
  // The page's HTML changes with every build that changes a file it names: its revision is theirs.
  const revision = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  try {
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, FIELD_SW_URL.slice(1)),
      globDirectory: clientDir,
      globPatterns: files,
      additionalManifestEntries: [{ url: FIELD_SCOPE, revision }],
      // Hashed file names already carry their version.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const warning of result.warnings) console.warn(`field service worker: ${warning}`);
    const kb = Math.round(result.size / 1024);
    console.log(`Field service worker: ${result.count} files precached (${kb} KB)`);
  } finally {
    fs.rmSync(bundled, { force: true });
  }
}
