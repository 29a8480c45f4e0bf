import type { AppLoadContext } from 'react-router';
import {
  contentLanguageSearch,
  HTML_LANG,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  SITE_NAME,
  type Collection,
  type InvestmentPlan,
  type Language,
} from '@app/contract';
import { m } from '@app/contract/messages';

/**
 * One public section's data as the page receives it: the content, or the message to show.
 * Loaders never throw for a section, so a failing section shows its error while the rest works.
 */
export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** GET a public API path in-process; `fallback` is the spec's default message (public-site.md §8). */
export async function loadContent<T>(context: AppLoadContext, path: string, fallback: string): Promise<Loaded<T>> {
  try {
    const { status, body } = await context.api<{ success?: boolean; data?: unknown; message?: unknown }>(path);
    if (status >= 200 && status < 300 && body?.success !== false) return { data: body?.data as T, error: null };
    return { data: null, error: typeof body?.message === 'string' && body.message ? body.message : fallback };
  } catch {
    return { data: null, error: fallback };
  }
}

/** Lists sort ascending by `order` (or another numeric key) after loading (public-site.md §4). */
export async function loadList<T extends object>(context: AppLoadContext, path: string, fallback: string, orderKey: string = 'order'): Promise<Loaded<T[]>> {
  const result = await loadContent<unknown>(context, path, fallback);
  if (result.error !== null) return result;
  const list = Array.isArray(result.data) ? (result.data as T[]) : [];
  return { data: sortByOrder(list, orderKey), error: null };
}

/** The language of the page a loader answers (its URL: /bn/... is Bengali). */
export const languageOfRequest = (request: Request): Language => languageOfPath(new URL(request.url).pathname);

/**
 * A public collection's list in the page's language (English where a text has no Bengali yet, named in
 * each item's `fallback`), from the path and failure message its declaration gives (packages/contract collections).
 */
export function loadCollection<T extends { _id: string }, Input>(
  context: AppLoadContext,
  collection: Collection<T, Input>,
  language: Language,
): Promise<Loaded<T[]>> {
  return loadList<T>(context, collection.path + contentLanguageSearch(language), collection.messages.fetchFailed);
}

export function sortByOrder<T extends object>(list: T[], orderKey = 'order'): T[] {
  const value = (item: T) => {
    const v = (item as Record<string, unknown>)[orderKey];
    return typeof v === 'number' ? v : Number.MAX_SAFE_INTEGER;
  };
  return [...list].sort((a, b) => value(a) - value(b));
}

/** `public, no-cache`: the host caches the HTML per content version and revalidates with it. */
export const publicHeaders = () => ({ 'Cache-Control': 'public, no-cache' });

/** Search results cut titles at about 70 characters (and audits flag longer ones). */
export const TITLE_MAX_LENGTH = 70;

/**
 * A page's <title>: the page's own words and the site name, within TITLE_MAX_LENGTH. When both do
 * not fit (a long job title), the site name goes; a title still too long is cut at a word.
 */
export function pageTitle(title: string, siteName: string, home: boolean): string {
  const full = home ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  if (title.length <= TITLE_MAX_LENGTH) return title;
  // Cut at the last space by index: a trailing-word pattern would backtrack on long input.
  const cut = title.slice(0, TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Title, description and Open Graph tags for a public page. A page served in both languages says
 * its `language`: its canonical URL is then its own language's, with hreflang alternates to both
 * and English as x-default (`path` is the English path).
 */
export function pageMeta({
  title,
  description,
  path,
  language,
  siteName = SITE_NAME,
  matches,
  image = '/og-image.png',
}: {
  title: string;
  description: string;
  path: string;
  language?: Language;
  siteName?: string;
  /** The meta function's `matches`: the public layout's data carries the absolute site URL. */
  matches?: readonly unknown[];
  image?: string;
}) {
  const origin = publicOrigin(matches);
  const fullTitle = pageTitle(title, siteName, path === '/');
  const own = origin + pathInLanguage(path, language ?? 'en');
  const alternates = language
    ? [
        ...LANGUAGES.map((other) => ({ tagName: 'link', rel: 'alternate', hrefLang: HTML_LANG[other], href: origin + pathInLanguage(path, other) })),
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + path },
      ]
    : [];
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: own },
    { property: 'og:image', content: image.startsWith('http') ? image : origin + image },
    { tagName: 'link', rel: 'canonical', href: own },
    ...alternates,
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

function publicOrigin(matches: readonly unknown[] = []) {
  for (const match of matches) {
    const url = (match as { data?: { publicUrl?: unknown } } | undefined)?.data?.publicUrl;
    if (typeof url === 'string') return url.replace(/\/$/, '');
  }
  return '';
}

/**
 * A page's section data. A document request waits for every section, so the HTML holds the content
 * even without JavaScript; a client navigation (a fetch: Sec-Fetch-Dest "empty") gets the promises,
 * so the page shows at once and each section its loading text until its data streams in.
 */
export async function pageSections<T extends Record<string, Promise<unknown>>>(
  request: Request,
  sections: T,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  if (request.headers.get('sec-fetch-dest') === 'empty') return sections;
  const entries = await Promise.all(Object.entries(sections).map(async ([key, promise]) => [key, await promise] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

export const PLAN_NOT_FOUND = 'Investment Plan Not Found';
export const PLAN_LOAD_ERROR = 'Error fetching the investment plan';
export type LoadedPlan = { state: 'ok'; plan: InvestmentPlan } | { state: 'not-found' } | { state: 'error'; message: string };

/** One plan open for investment (a plan page and its hand-off page): a closed plan reads as not found. */
export async function loadPlan(context: AppLoadContext, id: string, language: Language): Promise<LoadedPlan> {
  try {
    const { status, body } = await context.api<{ success: boolean; data?: InvestmentPlan; message?: string }>(
      `/investment/plans/${encodeURIComponent(id)}${contentLanguageSearch(language)}`,
    );
    if (status === 404 || (status < 300 && body?.data && body.data.isActive === false)) return { state: 'not-found' };
    if (status >= 200 && status < 300 && body?.data) return { state: 'ok', plan: body.data };
    return { state: 'error', message: body?.message || PLAN_LOAD_ERROR };
  } catch {
    return { state: 'error', message: PLAN_LOAD_ERROR };
  }
}

export const planStatus = (plan: LoadedPlan) => (plan.state === 'not-found' ? 404 : plan.state === 'error' ? 503 : 200);

/**
 * The public site's fixed pages, in the order of public-site.md §2: what a link to each says, and what search
 * results and link previews say of each, in each language (the catalogue's messages). Their meta tags and the
 * sitemap both come from here, so a page cannot miss either. (The heroes' words are in heroes.ts: this file is
 * in every public page's bundle.)
 */
export const PUBLIC_PAGES = {
  '/': { link: m.public_page_home_link, title: m.public_page_home_title, description: m.public_page_home_description },
  '/investment-plans': { link: m.public_page_plans_link, title: m.public_page_plans_title, description: m.public_page_plans_description },
  '/team': { link: m.public_page_team_link, title: m.public_page_team_title, description: m.public_page_team_description },
  '/mission': { link: m.public_page_mission_link, title: m.public_page_mission_title, description: m.public_page_mission_description },
  '/career': { link: m.public_page_career_link, title: m.public_page_career_title, description: m.public_page_career_description },
  '/apps': { link: m.public_page_apps_link, title: m.public_page_apps_title, description: m.public_page_apps_description },
  '/contact': { link: m.public_page_contact_link, title: m.public_page_contact_title, description: m.public_page_contact_description },
  '/faq': { link: m.public_page_faq_link, title: m.public_page_faq_title, description: m.public_page_faq_description },
  '/cp': { link: m.public_page_sales_pack_link, title: m.public_page_sales_pack_title, description: m.public_page_sales_pack_description },
  '/gdpr-policy': { link: m.public_page_gdpr_link, title: m.public_page_gdpr_title, description: m.public_page_gdpr_description },
  '/terms-and-conditions': { link: m.public_page_terms_link, title: m.public_page_terms_title, description: m.public_page_terms_description },
  '/privacy-policy': { link: m.public_page_privacy_link, title: m.public_page_privacy_title, description: m.public_page_privacy_description },
  '/shariah': { link: m.public_page_shariah_link, title: m.public_page_shariah_title, description: m.public_page_shariah_description },
  '/risk': { link: m.public_page_risk_link, title: m.public_page_risk_title, description: m.public_page_risk_description },
  '/risk-summary': { link: m.public_page_risk_summary_link, title: m.public_page_risk_summary_title, description: m.public_page_risk_summary_description },
  '/track-record': { link: m.public_page_track_record_link, title: m.public_page_track_record_title, description: m.public_page_track_record_description },
} as const satisfies Record<string, { link: Words; title: Words; description: Words }>;
export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** A catalogue message that takes no inputs. */
type Words = (inputs?: Record<string, never>, options?: { locale?: Language }) => string;

/** A fixed page's words in a language. */
export function pageWords(path: PublicPagePath, language: Language) {
  const page = PUBLIC_PAGES[path];
  const say = (words: Words) => words({}, { locale: language });
  return { link: say(page.link), title: say(page.title), description: say(page.description) };
}

/** The meta function of a fixed public page, in the language of its URL. */
export const publicPageMeta =
  (path: PublicPagePath) =>
  ({ matches, location }: { matches?: readonly unknown[]; location: { pathname: string } }) => {
    const language = languageOfPath(location.pathname);
    return pageMeta({ ...pageWords(path, language), path, language, matches });
  };
