/**
 * The server's production build (`npm run build`): esbuild compiles our TypeScript (apps/server and
 * the contract package, which is TypeScript source) into plain ESM JavaScript under dist/, so
 * `npm run serve` starts it with node alone; tsx stays a development tool. npm packages are left
 * as imports (they are installed beside it, native ones included: sharp, argon2, PGlite's wasm).
 *
 * Files the server reads next to its own code are found from `import.meta.url`, which in the bundle
 * is a file directly in dist/. So dist/ holds them under the names the source uses relative to its
 * file: the worker threads (`new URL('./x-worker.mjs', import.meta.url)`), migrations/ and
 * packages.json (the packages to load before the app, see platform/lifecycle.ts). The web
 * build is found the same way (`../../web` from src/ and from dist/ alike). A rebuild writes a new
 * folder and swaps it in whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(serverRoot, 'src');

/** Bare imports stay imports, except our own workspace packages (`@app/...`), which are source. */
const ownCodeOnly: Plugin = {
  name: 'own-code-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds the server into `dist` (a folder directly in apps/server, so `../../web` finds the web
 * build from it as from src/): written to `<dist>.partial` first, then swapped in whole.
 */
export async function buildServer(dist = path.join(serverRoot, 'dist')) {
  const partial = `${dist}.partial`;
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [ownCodeOnly],
    logLevel: 'warning',
    outdir: partial,
  };
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    // main.ts listens before it imports the app (platform/lifecycle.ts): split, so the app's code and
    // its packages load only then, from chunks beside main.js.
    const { metafile } = await build({ ...common, entryPoints: { main: path.join(src, 'main.ts') }, splitting: true, metafile: true });
    // The packages the app imports, for main.ts to load one at a time (platform/lifecycle.ts, preloadPackages).
    const packages = new Set(
      Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path)),
    );
    fs.writeFileSync(path.join(partial, 'packages.json'), JSON.stringify([...packages], null, 1));
    // Worker threads, each a whole file of its own under the name its caller asks for.
    await build({
      ...common,
      entryPoints: {
        'pglite-worker': path.join(src, 'db/pglite-worker.mjs'),
        'password-worker': path.join(src, 'modules/auth/password-worker.mjs'),
        'statement-parse-worker': path.join(src, 'modules/banking/statement-parse-worker.ts'),
      },
      outExtension: { '.js': '.mjs' },
    });
    fs.cpSync(path.join(src, 'db/migrations'), path.join(partial, 'migrations'), { recursive: true });
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(partial, dist);
  return dist;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const dist = await buildServer();
  console.log(`Server built into ${path.relative(process.cwd(), dist)} in ${Math.round(performance.now() - started)} ms`);
}
