import clsx from 'clsx';
import type { ReactNode } from 'react';

type Tone = 'light' | 'cream' | 'forest' | 'white';

const toneClass: Record<Tone, string> = {
  light: 'bg-wheat-50 text-ink',
  cream: 'bg-wheat-100/70 text-ink',
  white: 'bg-white text-ink',
  // public-band-dark: laid out at once on a page load (public.css says why).
  forest: 'public-band-dark bg-forest-900 text-forest-50',
};

/** A full-width page band with the site's standard container and vertical rhythm. */
export function Section({
  id,
  tone = 'light',
  className,
  containerClassName,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  containerClassName?: string;
  children: ReactNode;
  /** id of the heading that names this section (landmark label). */
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx('public-band scroll-mt-24 py-16 sm:py-20 lg:py-24', toneClass[tone], className)}>
      <div className={clsx('mx-auto w-full max-w-7xl px-5 sm:px-8', containerClassName)}>{children}</div>
    </section>
  );
}

/** Eyebrow + display heading + optional lead paragraph. `id` lets a Section point at it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  tone = 'light',
  as: Heading = 'h2',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className={clsx('mb-3 text-xs font-semibold uppercase tracking-[0.2em]', dark ? 'text-wheat-300' : 'text-earth-600')}>{eyebrow}</p>}
      <Heading
        id={id}
        className={clsx(
          'font-display text-3xl font-semibold leading-tight tracking-tight sm:text-4xl lg:text-[2.75rem]',
          dark ? 'text-white' : 'text-forest-900',
        )}
      >
        {title}
      </Heading>
      {lead && <p className={clsx('mt-4 text-base leading-relaxed sm:text-lg', dark ? 'text-forest-100' : 'text-muted')}>{lead}</p>}
    </div>
  );
}
