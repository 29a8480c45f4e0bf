import clsx from 'clsx';
import type { ReactNode } from 'react';
import { usePublicSwitches } from './switches';
import { FieldLines } from './FieldLines';

/**
 * The dark, earthy hero every public page opens with: eyebrow, the page's h1, a subtitle and
 * optional extra content (stat boxes, buttons). Hidden with ?heroHide=true; the h1 then stays
 * for screen readers so every page keeps one main heading.
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  children,
  className,
  align = 'left',
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
}) {
  const { showHero } = usePublicSwitches();
  if (!showHero) return <h1 className="sr-only">{title}</h1>;
  return (
    <div className={clsx('relative isolate overflow-hidden bg-forest-900 text-white', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(221,179,92,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(150,96,59,0.45),transparent_60%)]"
      />
      <FieldLines className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-forest-700/60" />
      <div className={clsx('mx-auto w-full max-w-7xl px-5 pb-16 pt-14 sm:px-8 sm:pb-20 sm:pt-20 lg:pb-24', align === 'center' && 'text-center')}>
        {eyebrow && <p className="mb-4 text-xs font-semibold uppercase tracking-[0.25em] text-wheat-300">{eyebrow}</p>}
        <h1
          className={clsx(
            'max-w-4xl font-display text-4xl font-semibold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl',
            align === 'center' && 'mx-auto',
          )}
        >
          {title}
        </h1>
        {subtitle && <p className={clsx('mt-6 max-w-2xl text-base leading-relaxed text-forest-100 sm:text-lg', align === 'center' && 'mx-auto')}>{subtitle}</p>}
        {children && <div className="mt-10">{children}</div>}
      </div>
    </div>
  );
}
