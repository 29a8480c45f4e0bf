/**
 * How the client build is split into files, for fast public pages.
 *
 * Left to itself the bundler gives every set of routes that shares a module its own file: the home
 * page loaded 45 scripts, most of them a few hundred bytes (one icon each), each costing a request
 * and its response headers. Three groups change that; everything else keeps automatic chunking:
 *   - framework: React, React DOM, React Router, the bundler's runtime and the client entry (React
 *     Router's hydration call), which every page runs. With the entry inside, the group's file is the
 *     entry itself and the runtime joins it: two requests (and their headers) fewer on every page;
 *   - public: the code of the public page shell, and what the home page shares with other public
 *     pages (their widgets, icons, clsx, small contract constants);
 *   - public-pages: what two or more of the other public pages share (career cards, the legal page
 *     layout, form fields). Kept apart so the home page, the most visited, does not download them.
 * A module joins a public group only if everything it imports is framework or public itself: a
 * library such as zod or radix never rides along into the public pages' file. Code reached only
 * through a lazy import (a popup opened on click) is never reached from a route here, so it stays lazy.
 * The grouping only moves modules between files; what a page runs is the same either way.
 */
import path from 'node:path';

type ModuleInfo = { id: string; code: string | null; importers: string[]; importedIds: string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]|^\0|[\\/]entry\.client\.[jt]sx?$/;
const SHAREABLE_LIBRARY = /[\\/]node_modules[\\/](?:clsx|lucide-react)[\\/]/;
const STYLESHEET = /\.css(?:$|\?)/;
/** React Router's client build enters each route module through this facade. */
const ROUTE_ENTRY = '?__react-router-build-client-route';

/**
 * Index modules that only re-export. Every file using any icon (or any contract constant) imports
 * the index, so the index's importers say nothing about who uses one module behind it: those are
 * the files whose `import { … } from '<specifier>'` names one of that module's exports.
 */
const BARRELS = [
  { test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:lucide-react|icons[\\/]index)\.mjs$/, specifier: 'lucide-react' },
  { test: /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/, specifier: '@app/contract' },
];
const barrelOf = (id: string) => BARRELS.find((barrel) => barrel.test.test(id));

/**
 * `compute` answering once per key (the first argument unless `keyOf` says otherwise) for the whole
 * build: the module graph does not change while chunks are assigned, and the same questions come
 * back for every module.
 */
function memoized<Args extends [string, ...unknown[]], Value>(
  compute: (...args: Args) => Value,
  keyOf: (...args: Args) => string = (...args) => args[0],
): (...args: Args) => Value {
  const cache = new Map<string, Value>();
  return (...args) => {
    const key = keyOf(...args);
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(...args);
    cache.set(key, value);
    return value;
  };
}

export function clientChunks(appDir: string) {
  const publicArea = [path.join(appDir, 'root.tsx'), path.join(appDir, 'routes', 'public') + path.sep, path.join(appDir, 'routes', 'not-found.tsx')];
  const shell = [path.join(appDir, 'root.tsx'), path.join(appDir, 'routes', 'public', 'layout.tsx')];
  const home = path.join(appDir, 'routes', 'public', 'site', 'home.tsx');
  const isPublicRoute = (route: string) => publicArea.some((prefix) => route.startsWith(prefix));
  const ownCode = (id: string) => !id.includes('node_modules') && !id.startsWith('\0') && !id.includes(ROUTE_ENTRY);
  const routeModule = (id: string) => id.startsWith(path.join(appDir, 'routes') + path.sep) || id === path.join(appDir, 'root.tsx');

  /** The modules an index re-exports (through nested indexes too), and its export lines. */
  const behind = memoized((index: string, ctx: ChunkingContext): { modules: string[]; lines: string[] } => {
    const info = ctx.getModuleInfo(index);
    const entry = { modules: [] as string[], lines: info?.code?.split('\n') ?? [] };
    for (const imported of info?.importedIds ?? []) {
      if (!barrelOf(imported)) entry.modules.push(imported);
      else {
        const nested = behind(imported, ctx);
        entry.modules.push(...nested.modules);
        entry.lines.push(...nested.lines);
      }
    }
    return entry;
  });

  /** Names a module exports: its own `export const X` / `export { a as b }`, and the aliases an index gives it. */
  const exportedNames = memoized((id: string, indexLines: string[], ctx: ChunkingContext): Set<string> => {
    const names = new Set<string>();
    const code = ctx.getModuleInfo(id)?.code ?? '';
    for (const match of code.matchAll(/export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)) names.add(match[1]!);
    const file = path.basename(id);
    const lists = [
      ...[...code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].map((match) => match[1]!),
      ...indexLines.filter((line) => line.includes(`/${file}'`) || line.includes(`/${file}"`)).map((line) => line.match(/\{([^}]*)\}/)?.[1] ?? ''),
    ];
    for (const list of lists)
      for (const part of list.split(','))
        if (part.trim())
          names.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          );
    return names;
  });

  /** The modules behind an index that `user` names in its `import { … } from '<specifier>'`. */
  const usedThroughIndex = memoized(
    (user: string, index: string, ctx: ChunkingContext): string[] => {
      const { specifier } = barrelOf(index)!;
      const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier.replace(/[/@-]/g, '\\$&')}["']`, 'g');
      const code = ctx.getModuleInfo(user)?.code ?? '';
      const imported = new Set([...code.matchAll(pattern)].flatMap((match) => match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)));
      const { modules, lines } = behind(index, ctx);
      return imported.size === 0 ? [] : modules.filter((module) => [...exportedNames(module, lines, ctx)].some((name) => imported.has(name)));
    },
    (user: string, index: string) => `${user}\n${index}`,
  );

  /** For each module behind an index, the files that use it through the index. */
  const usersBehind = memoized((index: string, ctx: ChunkingContext) => {
    const users = new Map<string, string[]>();
    for (const user of ctx.getModuleInfo(index)?.importers ?? []) {
      if (barrelOf(user)) continue;
      for (const module of usedThroughIndex(user, index, ctx)) users.set(module, [...(users.get(module) ?? []), user]);
    }
    return users;
  });

  /** Who really imports a module: through an index, the files that name one of its exports. */
  const importersOf = memoized((id: string, ctx: ChunkingContext): string[] => {
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const indexes = new Set(importers.filter((importer) => barrelOf(importer)));
    for (const index of [...indexes]) for (const outer of ctx.getModuleInfo(index)?.importers ?? []) if (barrelOf(outer)) indexes.add(outer);
    const viaIndex = [...indexes].flatMap((index) => usersBehind(index, ctx).get(id) ?? []);
    return [...importers.filter((importer) => !barrelOf(importer)), ...viaIndex];
  });

  /** The route modules that import `id`, directly or through other modules (static imports only). */
  const routesReaching = memoized((id: string, ctx: ChunkingContext): string[] => {
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      for (const importer of importersOf(queue.shift()!, ctx)) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        if (importer.includes(ROUTE_ENTRY)) routes.add(importer.slice(0, importer.indexOf(ROUTE_ENTRY)));
        else queue.push(importer);
      }
    }
    return [...routes];
  });

  const shareableCache = new Map<string, boolean>();
  /** Own code or a small shared library, importing nothing but the framework, stylesheets and other such modules. */
  function shareable(id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
    const cached = shareableCache.get(id);
    if (cached !== undefined) return cached;
    if (FRAMEWORK.test(id) || STYLESHEET.test(id)) return true;
    if (!(ownCode(id) || SHAREABLE_LIBRARY.test(id)) || (ownCode(id) && routeModule(id))) return false;
    if (visiting.has(id)) return true;
    visiting.add(id);
    const imports = (ctx.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => (barrelOf(imported) ? usedThroughIndex(id, imported, ctx) : [imported]));
    const result = imports.every((imported) => shareable(imported, ctx, visiting));
    visiting.delete(id);
    shareableCache.set(id, result);
    return result;
  }

  return (id: string, ctx: ChunkingContext): string | null => {
    if (FRAMEWORK.test(id)) return 'framework';
    // Stylesheets keep their own files (React Router links each page's); an index is no code.
    if (STYLESHEET.test(id) || barrelOf(id) || !shareable(id, ctx)) return null;
    const routes = routesReaching(id, ctx);
    // What the shell or the home page shares with any other page (an icon the back office uses too)
    // rides in `public`, which every page loads anyway, instead of a file of a few hundred bytes.
    if (routes.some((route) => shell.includes(route)) || (routes.includes(home) && routes.length >= 2)) return 'public';
    const publicRoutes = routes.filter(isPublicRoute);
    if (publicRoutes.length >= 2) return publicRoutes.includes(home) ? 'public' : 'public-pages';
    return null;
  };
}
