import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from './index.ts';

/**
 * The server's shape, checked from its imports: a domain module reads only modules in layers below
 * its own, so there is no folder cycle, and platform/ imports no module at all. Tests are left out:
 * they drive the whole app and may reach across domains to set a scene.
 *
 * The layers, lowest first: this list is where the layering is written down. A module may import
 * modules of any lower layer, never one of its own layer or above; a new module folder is placed here.
 */
export const LAYERS: readonly (readonly string[])[] = [
  // The shared machinery of the content collections.
  ['content-common'],
  // The public site's content and the staff tools that stand on their own.
  [
    'about-images',
    'activity',
    'careers',
    'contact-info',
    'contact-messages',
    'faq',
    'investment-plans',
    'metrics',
    'stories',
    'team',
    'trust-pages',
    'work-plans',
  ],
  // What an investor keeps (verification, payout accounts), the agreement they sign, and the bare append-only ledger.
  ['agreements', 'investors', 'ledger', 'payouts'],
  // Investments: requests and their life, reading the ledger, the agreement and the investor below.
  ['investments'],
  // Funding rounds: a cycle open for money, its reservations, waiting list and closing (reads investments; cycles and banking stand on it).
  ['rounds'],
  // Above investments: accounts (user administration and the account's data export read every domain;
  // other domains get the holder's proof as `deps.confirmIdentity`), cycles, statements, and banking
  // (bank statements in, payout batches out: it moves investments and writes the ledger).
  ['auth', 'banking', 'cycles', 'statements'],
  // Field officers' records from the farm: they read cycles and the investments in them (issue 51).
  ['field'],
  // Views and decisions over everything below.
  ['approvals', 'dashboard'],
];

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    const source = ['.ts', '.mts', '.mjs'].some((ending) => entry.name.endsWith(ending)) && !entry.name.endsWith('.test.ts');
    return source ? [full] : [];
  });
}

/** The area a file belongs to: `platform`, a module's name, or null for the rest (db, seed, app). */
function areaOf(file: string): string | null {
  const relative = path.relative(SRC, file).split(path.sep);
  if (relative[0] === 'platform') return 'platform';
  if (relative[0] === 'modules' && relative.length > 2) return relative[1]!;
  return null;
}

type Import = { from: string; to: string; file: string; specifier: string };

/** Every relative import between areas, read by TypeScript's own pre-processor (type imports count too). */
function crossAreaImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = areaOf(file);
    if (!from) return [];
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({ from, to: areaOf(path.resolve(path.dirname(file), fileName)), file: path.relative(SRC, file), specifier: fileName }))
      .filter((edge): edge is Import => edge.to !== null && edge.to !== from);
  });
}

const layerOf = new Map(LAYERS.flatMap((names, layer) => names.map((name) => [name, layer] as const)));
const edges = crossAreaImports();

describe('server architecture', () => {
  it('places every module folder in a layer', () => {
    const folders = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !layerOf.has(name))).toEqual([]);
    expect([...layerOf.keys()].filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('lists every module folder with a routes.ts in DOMAIN_MODULES, in name order', () => {
    const withRoutes = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(MODULES, entry.name, 'routes.ts')))
      .map((entry) => entry.name)
      .sort();
    expect(DOMAIN_MODULES.map(([name]) => name)).toEqual(withRoutes);
  });

  it('platform imports no domain module', () => {
    expect(edges.filter((edge) => edge.from === 'platform').map((edge) => `${edge.file} -> ${edge.specifier}`)).toEqual([]);
  });

  it('a module imports only modules in layers below its own', () => {
    const upward = edges
      .filter((edge) => edge.from !== 'platform' && edge.to !== 'platform')
      .filter((edge) => layerOf.get(edge.to)! >= layerOf.get(edge.from)!)
      .map((edge) => `${edge.file} -> ${edge.specifier}`);
    expect(upward).toEqual([]);
  });

  it('the module folders import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of edges) if (edge.from !== 'platform' && edge.to !== 'platform') graph.set(edge.from, (graph.get(edge.from) ?? new Set()).add(edge.to));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, trail: string[]) => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      state.set(name, 'open');
      for (const next of graph.get(name) ?? []) visit(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of [...graph.keys()].sort()) visit(name, []);
    expect(cycles).toEqual([]);
  });
});
