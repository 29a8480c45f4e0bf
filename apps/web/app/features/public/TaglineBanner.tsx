import { Sprout } from 'lucide-react';

const TAGLINES = [
  'Making Bangladesh the Bread Basket of the World',
  'Profit shared 50/50 after every cycle',
  'Halal and interest-free',
  'The first 1,000 investors receive shared ownership',
  '337+ partner farmers',
  'A target of 350 farming clusters',
  'Real livestock, real farms, real impact',
];

/** The scrolling tagline banner under the home hero. The copy is read once; the loop copy is decorative. */
export function TaglineBanner() {
  const row = (hidden: boolean) => (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {TAGLINES.map((line) => (
        <li key={line} className="flex items-center gap-6 whitespace-nowrap px-6 font-display text-lg font-medium text-forest-950 sm:text-xl">
          <Sprout className="h-5 w-5 text-forest-700" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="public-marquee overflow-hidden border-y border-wheat-500/40 bg-wheat-300 py-4" aria-label="What we stand for" role="region">
      <div className="public-marquee-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
