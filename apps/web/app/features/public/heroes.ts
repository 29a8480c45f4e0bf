import type { Language } from '@app/contract';
import { m } from '@app/contract/messages';
import type { PublicPagePath } from './data';

/** A catalogue message that takes no inputs. */
type Words = (inputs?: Record<string, never>, options?: { locale?: Language }) => string;

/**
 * The opening words of the fixed pages whose hero is their own (public-site.md §2), by path, as catalogue
 * messages. Kept apart from PUBLIC_PAGES: that table is in every public page's bundle, these words only in
 * the pages' that show them.
 */
const PAGE_HEROES = {
  '/investment-plans': { eyebrow: m.public_hero_plans_eyebrow, title: m.public_hero_plans_title, subtitle: m.public_hero_plans_subtitle },
  '/team': { eyebrow: m.public_hero_team_eyebrow, title: m.public_hero_team_title, subtitle: m.public_hero_team_subtitle },
  '/mission': { eyebrow: m.public_hero_mission_eyebrow, title: m.public_hero_mission_title, subtitle: m.public_hero_mission_subtitle },
  '/career': { eyebrow: m.public_hero_career_eyebrow, title: m.public_hero_career_title, subtitle: m.public_hero_career_subtitle },
  '/apps': { eyebrow: m.public_hero_apps_eyebrow, title: m.public_hero_apps_title, subtitle: m.public_hero_apps_subtitle },
  '/contact': { eyebrow: m.public_hero_contact_eyebrow, title: m.public_hero_contact_title, subtitle: m.public_hero_contact_subtitle },
  '/faq': { eyebrow: m.public_hero_faq_eyebrow, title: m.public_hero_faq_title, subtitle: m.public_hero_faq_subtitle },
  '/cp': { eyebrow: m.public_hero_sales_pack_eyebrow, title: m.public_hero_sales_pack_title, subtitle: m.public_hero_sales_pack_subtitle },
  '/track-record': {
    eyebrow: m.public_hero_track_record_eyebrow,
    title: m.public_hero_track_record_title,
    subtitle: m.public_hero_track_record_subtitle,
  },
} as const satisfies Partial<Record<PublicPagePath, { eyebrow: Words; title: Words; subtitle: Words }>>;

/** A fixed page's hero words in a language, to spread into PageHero. */
export function pageHero(path: keyof typeof PAGE_HEROES, language: Language) {
  const hero = PAGE_HEROES[path];
  const say = (words: Words) => words({}, { locale: language });
  return { eyebrow: say(hero.eyebrow), title: say(hero.title), subtitle: say(hero.subtitle) };
}
