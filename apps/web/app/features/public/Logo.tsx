import { SITE_NAME } from '@app/contract';
import clsx from 'clsx';

/** The wheat-sprout mark plus the wordmark. `tone` picks colours for light or dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const [first, ...rest] = SITE_NAME.split(' ');
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" className="h-9 w-9 shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#27502e' : '#f8f0dc'} />
        <path d="M32 50V22" stroke={tone === 'dark' ? '#f1e1b8' : '#27502e'} strokeWidth="3" strokeLinecap="round" />
        <path
          d="M32 30c-8 0-12-6-12-12 8 0 12 5 12 12zm0 0c8 0 12-6 12-12-8 0-12 5-12 12zm0 10c-8 0-12-6-12-12 8 0 12 5 12 12zm0 0c8 0 12-6 12-12-8 0-12 5-12 12z"
          fill={tone === 'dark' ? '#ddb35c' : '#96603b'}
        />
      </svg>
      <span className={clsx('font-display text-lg font-semibold leading-none tracking-tight', tone === 'dark' ? 'text-forest-900' : 'text-white')}>
        {first}
        <span className={tone === 'dark' ? 'text-earth-600' : 'text-wheat-300'}> {rest.join(' ')}</span>
      </span>
    </span>
  );
}
