import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The pages that are also served in Bengali, under /bn. Each path gets an optional static first
 * segment (`bn?/faq`), so one route (one id, one module, one loader) answers both /faq and /bn/faq,
 * and the page reads its language from the URL (lib/language.ts). An index route becomes `bn?`.
 */
export function inBothLanguages(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => {
    // A prefixed index (prefix('profile', [index(...)])) keeps its path: only a bare index becomes `bn?`.
    if (entry.index && entry.path === undefined) return { ...entry, index: undefined, path: 'bn?' };
    if (entry.path === undefined) return { ...entry, children: entry.children && inBothLanguages(entry.children) };
    return { ...entry, path: `bn?/${entry.path}` };
  });
}
