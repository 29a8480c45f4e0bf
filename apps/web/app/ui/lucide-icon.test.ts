import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData } from './lucide-icon';

type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: LucideIconData };

const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
// Alias files only re-export another icon; the others each build one icon with createLucideIcon.
const iconNames = fs
  .readdirSync(iconsDir)
  .filter((file) => file.endsWith('.mjs') && fs.readFileSync(path.join(iconsDir, file), 'utf8').includes('createLucideIcon('))
  .map((file) => file.slice(0, -4));
const load = (name: string) => import(`lucide-react/icons/${name}`) as Promise<IconModule>;

/** Renders lucide-react's own component and ours for the same props. */
async function both(name: string, props: Record<string, unknown>) {
  const icon = await load(name);
  return [renderToStaticMarkup(createElement(icon.default, props)), renderToStaticMarkup(createElement(createLucideIcon(icon.__iconData), props))];
}

describe('createLucideIcon stand-in (build-tools/lucide-icons.ts)', () => {
  it('renders every lucide icon exactly as lucide-react does', async () => {
    expect(iconNames.length).toBeGreaterThan(1000);
    const different: string[] = [];
    for (const name of iconNames) {
      const [lucide, ours] = await both(name, { className: 'h-4 w-4' });
      if (lucide !== ours) different.push(name);
    }
    expect(different).toEqual([]);
  });

  it.each([
    ['no props', {}],
    ['aria-hidden and classes that repeat the icon class', { 'aria-hidden': 'true', className: 'lucide  h-5 w-5 text-forest-600' }],
    ['an accessible label', { 'aria-label': 'Close', role: 'img' }],
    ['size, colour and stroke', { size: 18, color: '#27502e', strokeWidth: 1.5 }],
    ['absolute stroke width', { size: 48, strokeWidth: 2, absoluteStrokeWidth: true }],
    ['extra SVG attributes', { focusable: 'false', 'data-testid': 'icon', style: { flexShrink: 0 } }],
    ['a title child', { children: createElement('title', null, 'Leaf') }],
  ])('matches lucide-react with %s', async (_label, props) => {
    for (const name of ['leaf', 'circle-check', 'arrow-right']) {
      const [lucide, ours] = await both(name, props);
      expect(ours).toBe(lucide);
    }
  });

  it('carries the ref through to the svg element', async () => {
    const icon = await load('leaf');
    const Ours = createLucideIcon(icon.__iconData);
    const element = createElement(Ours, { ref: () => {} }) as unknown as { props: Record<string, unknown> };
    expect(typeof element.props.ref).toBe('function');
  });
});
