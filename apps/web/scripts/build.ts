/**
 * `npm run build`: builds the site into a new folder, compresses its assets once (brotli and
 * gzip files beside each one), then points `build` at it in one atomic step and removes builds
 * older than the previous one that no running server marked as its own. A server already running
 * keeps the folder it started on (see apps/server/src/platform/web-build.ts), so a rebuild never
 * pulls files from under it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from '../../server/src/platform/compression.ts';
import { newBuildFolder, publishBuild, webBuildPointer } from '../../server/src/platform/web-build.ts';
import { buildFieldServiceWorker } from '../build-tools/field-service-worker.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pointer = webBuildPointer(webRoot);
const folder = newBuildFolder(pointer);
const partial = `${folder}.partial`;

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');

try {
  // react-router.config.ts writes the build where WEB_BUILD_FOLDER says.
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: webRoot, stdio: 'inherit', env: { ...process.env, WEB_BUILD_FOLDER: partial } });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
  await buildFieldServiceWorker(path.join(partial, 'client'));
  const totals = await precompressDirectory(path.join(partial, 'client'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Precompressed ${totals.files} files: ${kb(totals.original)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`);
  fs.renameSync(partial, folder);
} catch (error) {
  fs.rmSync(partial, { recursive: true, force: true });
  throw error;
}

const { removed } = publishBuild(pointer, folder);
console.log(
  `${path.relative(webRoot, pointer)} -> ${path.basename(folder)}${removed.length ? `; removed ${removed.map((f) => path.basename(f)).join(', ')}` : ''}`,
);
