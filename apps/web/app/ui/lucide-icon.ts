import { createElement, type ReactNode, type SVGProps } from 'react';

/** What each lucide-react icon module passes to `createLucideIcon`: its name, aliases and SVG children. */
export type LucideIconData = { name: string; size?: number; aliases?: string[]; node: [tag: string, attributes: Record<string, string | number>][] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean; children?: ReactNode };

const accessibleProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/**
 * Stands in for lucide-react's own `createLucideIcon` in the site's build (build-tools/lucide-icons.ts):
 * the same markup for the props this product passes (className, size, color, strokeWidth,
 * absoluteStrokeWidth, aria and other SVG attributes, children, ref), without the provider context,
 * class merging and attribute renaming layers that made every public page download 7 KB more script.
 * `lucide-icon.test.ts` renders both versions of each prop combination and compares their HTML.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const iconClasses = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  function LucideIcon({ className, size = 24, color = 'currentColor', strokeWidth = 2, absoluteStrokeWidth = false, children, ...rest }: IconProps) {
    const accessible = Boolean(children) || Object.entries(rest).some(([name, value]) => accessibleProp(name) && value != null);
    const classes = new Set(iconClasses);
    for (const token of (className ?? '').split(/\s+/)) if (token) classes.add(token);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(accessible ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
