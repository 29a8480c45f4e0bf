import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102), so browsers were sent its dev-only warning code. Its production build is the same code
 * with `ENABLE_DEV_WARNINGS = false`, which the minifier then drops. The browser build takes that
 * one; both entry points must move together, or the page would run two copies of the router.
 */
export function reactRouterProductionBuild(): Plugin {
  const production = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const entries = new Map([
    ['react-router', path.join(production, 'index.mjs')],
    ['react-router/dom', path.join(production, 'dom-export.mjs')],
  ]);
  return {
    name: 'react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => entries.get(source) ?? null,
  };
}
