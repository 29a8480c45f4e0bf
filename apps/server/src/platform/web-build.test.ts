import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { precompressDirectory } from './compression.ts';
import { markServed, newBuildFolder, publishBuild, pruneBuilds, resolveWebBuild, servedByRunningServer, switchBuild } from './web-build.ts';

/**
 * Builds as `npm run build` leaves them (apps/web/scripts/build.ts), made by hand in a temporary
 * web root: a folder with a server entry and client assets, precompressed, then switched to.
 * The server entry is never rendered here, so a stand-in module is enough.
 */
const script = (label: string) => `export const label = ${JSON.stringify(label)};\n` + `console.log('${label} is a module that compresses well');\n`.repeat(40);

let stamp = Date.UTC(2030, 0, 1);
async function makeBuild(pointer: string, assets: Record<string, string | Buffer>) {
  // Distinct folder names without reading the clock.
  const folder = newBuildFolder(pointer, new Date((stamp += 1000)));
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'server', 'index.js'), 'export const routes = {};\n');
  for (const [name, content] of Object.entries(assets)) {
    fs.mkdirSync(path.dirname(path.join(folder, 'client', name)), { recursive: true });
    fs.writeFileSync(path.join(folder, 'client', name), content);
  }
  await precompressDirectory(path.join(folder, 'client'));
  return folder;
}

describe('precompressing a build', () => {
  it('writes brotli and gzip beside compressible files, and nothing for woff2 or files that would not shrink', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      const css = 'body { color: #1c2620; }\n'.repeat(100);
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets', 'app.css'), css);
      fs.writeFileSync(path.join(dir, 'icon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(30)}</svg>`);
      fs.writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(2000, 1));
      fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'a');

      const totals = await precompressDirectory(dir);

      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'app.css.br'))).toString()).toBe(css);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'app.css.gz'))).toString()).toBe(css);
      expect(fs.existsSync(path.join(dir, 'icon.svg.br'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'icon.svg.gz'))).toBe(true);
      expect(
        fs
          .readdirSync(path.join(dir, 'assets'))
          .filter((name) => name.startsWith('font') || name.startsWith('tiny'))
          .sort(),
      ).toEqual(['font.woff2', 'tiny.js']);
      expect(totals.files).toBe(3);
      expect(totals.br).toBeLessThan(totals.original / 5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('serving a precompressed build', () => {
  let webRoot: string;
  let pointer: string;
  let first: string;
  let test: TestApp;
  let closed = false;
  const appJs = script('first build');

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    pointer = path.join(webRoot, 'build');
    first = await makeBuild(pointer, {
      'assets/app-1111.js': appJs,
      'assets/font-2222.woff2': Buffer.alloc(3000, 7),
      'assets/site-5555.css': `body{background:url(/assets/field.webp)}${'.x{color:red}'.repeat(40)}`,
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(40)}</svg>`,
    });
    switchBuild(pointer, first);
    test = await createTestApp({ web: true, webRoot });
  });

  afterAll(async () => {
    if (!closed) await test?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const file = (name: string) => fs.readFileSync(path.join(first, 'client', name));

  it('sends the brotli file to a browser, with its encoding, length, type and immutable caching', async () => {
    const response = await get('/assets/app-1111.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(file('assets/app-1111.js.br'))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
    // A script is no document: no page-only headers, no validators for a file that never changes.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'last-modified', 'x-request-id']) expect(response.headers[name]).toBeUndefined();
    // Its imports follow the page's referrer policy; a stylesheet's own requests follow its header.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect((await get('/assets/font-2222.woff2', 'br')).headers['referrer-policy']).toBeUndefined();
    expect((await get('/assets/site-5555.css', 'br')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends gzip to a client without brotli, and the plain file to one without Accept-Encoding or asking for identity', async () => {
    const gzip = await get('/assets/app-1111.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(file('assets/app-1111.js.gz'))).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-1111.js', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(appJs);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(appJs));
    }
  });

  it('follows q-values: a preferred gzip wins, q=0 refuses an encoding', async () => {
    expect((await get('/assets/app-1111.js', 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app-1111.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app-1111.js', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('sends the file as it is when it has no compressed variant (woff2 is compressed already)', async () => {
    const response = await get('/assets/font-2222.woff2', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(file('assets/font-2222.woff2'))).toBe(true);
  });

  it('compresses files outside assets too, with their shorter caching', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // An SVG can be opened as a document: it keeps the page's protections.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps every asset of its build through three more builds, and its folder is pruned once it closes', async () => {
    const firstAssets = ['/assets/app-1111.js', '/assets/font-2222.woff2', '/assets/site-5555.css', '/favicon.svg'];
    // Three builds published as `npm run build` publishes them (apps/web/scripts/build.ts).
    const later: string[] = [];
    for (const n of [1, 2, 3]) {
      const folder = await makeBuild(pointer, { [`assets/app-${n}${n}${n}${n}.js`]: script(`build ${n + 1}`) });
      const { removed } = publishBuild(pointer, folder);
      expect(removed).not.toContain(first);
      later.push(folder);
    }
    expect(resolveWebBuild(pointer)).toBe(fs.realpathSync(later[2]!));
    // The second build served nobody and is neither current nor previous: pruned.
    expect(fs.existsSync(later[0]!)).toBe(false);

    // The running server still answers every file its pages name, with its own content.
    for (const url of firstAssets) expect((await get(url, 'br')).statusCode, url).toBe(200);
    expect(zlib.brotliDecompressSync((await get('/assets/app-1111.js', 'br')).rawPayload).toString()).toBe(appJs);

    // A server started now serves the newest build.
    const next = await createTestApp({ web: true, webRoot });
    try {
      expect((await next.app.inject({ url: '/assets/app-3333.js' })).statusCode).toBe(200);
      expect((await next.app.inject({ url: '/assets/app-1111.js' })).statusCode).toBe(404);
    } finally {
      await next.close();
    }

    // Once the first server closes, its folder is an old build like any other.
    await test.close();
    closed = true;
    const fifth = await makeBuild(pointer, { 'assets/app-5555.js': script('fifth build') });
    expect(publishBuild(pointer, fifth).removed.sort()).toEqual([first, later[1]!].sort());
  });
});

describe('builds in use', () => {
  it('a lock naming a live process protects its folder; a lock of a dead one or a released lock does not', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-locks-'));
    try {
      const pointer = path.join(webRoot, 'build');
      const served = await makeBuild(pointer, { 'a.txt': 'served' });
      const crashed = await makeBuild(pointer, { 'b.txt': 'crashed' });
      const released = await makeBuild(pointer, { 'c.txt': 'released' });
      markServed(served);
      // A server that died without closing left its lock behind: its pid no longer runs.
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      fs.writeFileSync(path.join(crashed, `.served-by-${dead}-${crypto.randomUUID()}.lock`), String(dead));
      markServed(released)();

      expect(servedByRunningServer(served)).toBe(true);
      expect(servedByRunningServer(crashed)).toBe(false);
      expect(servedByRunningServer(released)).toBe(false);

      const current = await makeBuild(pointer, { 'd.txt': 'current' });
      const previous = await makeBuild(pointer, { 'e.txt': 'previous' });
      switchBuild(pointer, previous);
      expect(pruneBuilds(pointer, [current, switchBuild(pointer, current)]).sort()).toEqual([crashed, released].sort());
      expect(fs.readFileSync(path.join(served, 'client', 'a.txt'), 'utf8')).toBe('served');
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('switching and pruning builds', () => {
  it('moves a plain build folder aside on the first switch, and leaves builds in progress and other pointers alone', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-switch-'));
    try {
      const pointer = path.join(webRoot, 'build');
      fs.mkdirSync(path.join(pointer, 'client'), { recursive: true });
      fs.writeFileSync(path.join(pointer, 'client', 'old.txt'), 'old');
      const inProgress = `${newBuildFolder(pointer, new Date(Date.UTC(2031, 0, 1)))}.partial`;
      fs.mkdirSync(inProgress);
      const otherPointerBuild = newBuildFolder(path.join(webRoot, 'build-e2e'), new Date(Date.UTC(2031, 0, 1)));
      fs.mkdirSync(otherPointerBuild);

      const fresh = await makeBuild(pointer, { 'new.txt': 'new' });
      const previous = switchBuild(pointer, fresh);
      expect(fs.lstatSync(pointer).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(path.join(previous!, 'client', 'old.txt'), 'utf8')).toBe('old');
      expect(fs.readFileSync(path.join(pointer, 'client', 'new.txt'), 'utf8')).toBe('new');

      const newer = await makeBuild(pointer, { 'newer.txt': 'newer' });
      expect(pruneBuilds(pointer, [newer, switchBuild(pointer, newer)])).toEqual([previous]);
      expect(fs.existsSync(inProgress)).toBe(true);
      expect(fs.existsSync(otherPointerBuild)).toBe(true);
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
