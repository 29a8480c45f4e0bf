import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideIcons } from './lucide-icons.ts';

const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
const plugin = lucideIcons();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const transform = plugin.transform as (code: string, id: string) => string | null;

/** An icon module's own data, evaluated with createLucideIcon stubbed out (its import is the only one). */
async function iconData(code: string): Promise<{ node: [string, Record<string, unknown>][] }> {
  const standalone = code.replace(/^import createLucideIcon from '\.\.\/createLucideIcon\.mjs';$/m, 'const createLucideIcon = (data) => data;');
  return (await import(`data:text/javascript,${encodeURIComponent(standalone)}`)).__iconData;
}

describe('lucideIcons build plugin', () => {
  it('gives icon modules the stand-in createLucideIcon, and nobody else', () => {
    const icon = path.join(iconsDir, 'leaf.mjs');
    expect(resolveId('../createLucideIcon.mjs', icon)).toMatch(/app[\\/]ui[\\/]lucide-icon\.ts$/);
    expect(resolveId('../createLucideIcon.mjs', path.join(iconsDir, '..', 'lucide-react.mjs'))).toBeNull();
    expect(resolveId('./createLucideIcon.mjs', icon)).toBeNull();
  });

  it('drops only the React keys from every icon: the shapes and their attributes stay as they were', async () => {
    const files = fs.readdirSync(iconsDir).filter((file) => file.endsWith('.mjs'));
    let icons = 0;
    for (const file of files) {
      const id = path.join(iconsDir, file);
      const code = fs.readFileSync(id, 'utf8');
      const transformed = transform(code, id)!;
      if (!code.includes('createLucideIcon(')) {
        expect(transformed).toBe(code);
        continue;
      }
      icons++;
      expect(transformed).not.toMatch(/\bkey:/);
      const withoutKeys = (await iconData(code)).node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
      expect((await iconData(transformed)).node, file).toEqual(withoutKeys);
    }
    expect(icons).toBeGreaterThan(1000);
  });

  it('leaves other modules alone', () => {
    expect(transform('export const item = { key: "abc" };', '/app/ui/thing.ts')).toBeNull();
  });
});
