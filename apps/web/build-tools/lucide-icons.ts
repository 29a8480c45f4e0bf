import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every lucide-react icon module calls `../createLucideIcon.mjs`; the site's build gives it
 * app/ui/lucide-icon.ts instead (why: that file). Icons stay imported from 'lucide-react' as usual.
 * The server build bundles lucide-react too (vite.config.ts), so pages render with the same code
 * the browser hydrates with.
 *
 * The icon modules also carry a random React key on each shape, for lucide's own component, which
 * passes the shapes as an array. The stand-in passes them as separate children, which need no key,
 * so the keys are dropped: about 0.5 KB of incompressible text on the home page.
 */
export function lucideIcons(): Plugin {
  const replacement = path.resolve(import.meta.dirname, '..', 'app', 'ui', 'lucide-icon.ts');
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'lucide-icons',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../createLucideIcon.mjs' && importer && iconModule.test(importer) ? replacement : null),
    transform: (code, id) => (iconModule.test(id) ? code.replace(/,\s*key: "[^"]*"/g, '') : null),
  };
}
