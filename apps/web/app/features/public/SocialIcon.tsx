import spriteUrl from './social-icons.svg?no-inline';

/**
 * Brand marks for the footer. Only Facebook, Instagram, LinkedIn and YouTube have their own icon;
 * every other platform uses the Facebook icon (public-site.md §2). The marks are symbols of one
 * cached sprite file, not path data in every page's script.
 */
const PLATFORMS = new Set(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);

export function SocialIcon({ platform, className = 'h-5 w-5' }: { platform: string; className?: string }) {
  const symbol = PLATFORMS.has(platform) ? platform : 'Facebook';
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="currentColor">
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}
