import type { AppLoadContext } from 'react-router';
import { contentLanguageSearch, languageOfPath, SITE_NAME, type Collection, type InvestmentPlan, type Language } from '@app/contract';

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

/** Title, description and Open Graph tags for a public page. */
export function pageMeta({
  title,
  description,
  path,
  siteName = SITE_NAME,
  matches,
  image = '/og-image.png',
}: {
  title: string;
  description: string;
  path: string;
  siteName?: string;
  /** The meta function's `matches`: the public layout's data carries the absolute site URL. */
  matches?: readonly unknown[];
  image?: string;
}) {
  const origin = publicOrigin(matches);
  const fullTitle = pageTitle(title, siteName, path === '/');
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: origin + path },
    { property: 'og:image', content: image.startsWith('http') ? image : origin + image },
    { tagName: 'link', rel: 'canonical', href: origin + path },
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
 * results and link previews say of each. Their meta tags and the sitemap both come from here, so a page cannot miss either. (The
 * heroes' words are in heroes.ts: this file is in every public page's bundle.)
 */
export const PUBLIC_PAGES = {
  '/': {
    link: 'Home',
    title: 'Halal agricultural investment in Bangladesh',
    description: 'Invest in livestock and farm cycles run by partner farmers in rural Bangladesh. Halal, interest-free, profit shared 50/50 after every cycle.',
  },
  '/investment-plans': {
    link: 'Investment Plan',
    title: 'Investment Plans',
    description: 'Current chicken and cattle investment plans in pounds sterling: amount, expected profit and duration. Halal, profit shared 50/50.',
  },
  '/team': {
    link: 'Team',
    title: 'Our Team',
    description: `Meet the people behind ${SITE_NAME}: farmers, field managers, vets and investor relations in Bangladesh and the UK.`,
  },
  '/mission': {
    link: 'Mission',
    title: 'Our Mission',
    description:
      'Fifteen targets to make Bangladesh the Bread Basket of the World: 16,000 contract farmers, 350 clusters, 1,400 bursaries, 30,000+ jobs and 1 million trees.',
  },
  '/career': {
    link: 'Career',
    title: 'Careers',
    description: `Open positions at ${SITE_NAME}: field officers, vets, farm managers and office roles working with partner farmers across rural Bangladesh.`,
  },
  '/apps': {
    link: 'Apps',
    title: 'Mobile Apps',
    description:
      'The investor app to monitor your investments, returns and farming cycles, and the farmer app to manage cattle, track growth and get support. Android and iOS.',
  },
  '/contact': {
    link: 'Contact',
    title: 'Contact Us',
    description: `Questions about investing, partnering as a farmer or working with ${SITE_NAME}? Send us a message and our team will reply by email.`,
  },
  '/faq': {
    link: 'FAQ',
    title: 'Frequently Asked Questions',
    description: 'How our halal investment plans work, how profit is shared 50/50, how your money is used and what happens at the end of a farming cycle.',
  },
  '/cp': {
    link: 'Sales Pack',
    title: 'Investment Sales Pack',
    description: 'Our investment sales pack: who we are, the opportunity, how it works, our chicken and cattle plans, our impact and how to invest.',
  },
  '/gdpr-policy': {
    link: 'GDPR Policy',
    title: 'GDPR Policy',
    description: `How ${SITE_NAME} meets the UK GDPR and the Data Protection Act 2018: lawful bases, your rights, retention, international transfers and how to complain.`,
  },
  '/terms-and-conditions': {
    link: 'Terms & Conditions',
    title: 'Terms and Conditions',
    description: `The terms for using the ${SITE_NAME} website and apps and for investing in our halal, profit-sharing livestock and farm plans.`,
  },
  '/privacy-policy': {
    link: 'Privacy Policy',
    title: 'Privacy Policy',
    description: `What personal information ${SITE_NAME} collects, why, who we share it with, how long we keep it and the choices you have.`,
  },
  '/shariah': {
    link: 'Shariah',
    title: 'How We Follow Shariah',
    description:
      'Every plan is a Mudarabah partnership: profit and loss shared 50/50 with partner farmers, no interest, what happens in a loss and who oversees us.',
  },
  '/risk': {
    link: 'Risks',
    title: 'Risks of Investing',
    description:
      'The risks of investing in livestock cycles in plain words: losses, animal deaths, prices, currency, tied-up money and no compensation scheme.',
  },
  '/risk-summary': {
    link: 'Risk summary',
    title: 'Risk summary',
    description:
      'The risks of investing in a Breadbasket farm cycle, in plain words: what you could lose, when you can have your money back and who protects you.',
  },
  '/track-record': {
    link: 'Track Record',
    title: 'Track Record',
    description:
      'Every farm cycle we have closed: projected and actual return per unit, dates and mortality, including the cycles that did worse than projected.',
  },
} as const satisfies Record<string, { link: string; title: string; description: string }>;
export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** The meta function of a fixed public page. */
export const publicPageMeta =
  (path: PublicPagePath) =>
  ({ matches }: { matches?: readonly unknown[] }) =>
    pageMeta({ ...PUBLIC_PAGES[path], path, matches });
