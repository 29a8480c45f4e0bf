import { Sprout } from 'lucide-react';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';

const TAGLINES = [
  m.public_home_tagline_1,
  m.public_home_tagline_2,
  m.public_home_tagline_3,
  m.public_home_tagline_4,
  m.public_home_tagline_5,
  m.public_home_tagline_6,
  m.public_home_tagline_7,
];

/** The scrolling tagline banner under the home hero. The copy is read once; the loop copy is decorative. */
export function TaglineBanner() {
  const language = useLanguage();
  const lines = TAGLINES.map((line) => line({}, { locale: language }));
  const row = (hidden: boolean) => (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {lines.map((line) => (
        <li key={line} className="flex items-center gap-6 whitespace-nowrap px-6 font-display text-lg font-medium text-forest-950 sm:text-xl">
          <Sprout className="h-5 w-5 text-forest-700" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className="public-marquee overflow-hidden border-y border-wheat-500/40 bg-wheat-300 py-4"
      aria-label={m.public_home_tagline_region({}, { locale: language })}
      role="region"
    >
      <div className="public-marquee-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
