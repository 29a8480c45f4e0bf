import type { PublicPagePath } from './data';

/**
 * The opening words of the fixed pages whose hero is their own (public-site.md §2), by path. Kept apart from
 * PUBLIC_PAGES: that table is in every public page's bundle, these words only in the pages' that show them.
 */
export const PAGE_HEROES = {
  '/investment-plans': {
    eyebrow: 'Invest with purpose',
    title: 'Grow your wealth while growing rural Bangladesh',
    subtitle:
      'Choose a livestock cycle, invest in pounds sterling and share the profit 50/50 with the farmer who raises it. Halal, asset-backed and reported to you every step of the way.',
  },
  '/team': {
    eyebrow: 'Our people',
    title: 'The people who make every cycle work',
    subtitle:
      'Field managers who visit every farm, vets who keep the herds healthy, and an investor team who answer your questions in plain English, in Bangladesh and in the UK.',
  },
  '/mission': {
    eyebrow: 'Our mission',
    title: 'Make Bangladesh the Bread Basket of the World',
    subtitle:
      'Bangladesh has fertile land, hard-working farmers and a diaspora that wants to help. We connect them with fair, halal investment, and set ourselves fifteen measurable goals to hold ourselves to.',
  },
  '/career': {
    eyebrow: 'Careers',
    title: 'Grow your career where Bangladesh grows its food',
    subtitle: 'Work beside partner farmers, vets and investors to build fair, halal and lasting livelihoods in rural Bangladesh.',
  },
  '/apps': {
    eyebrow: 'Mobile apps',
    title: 'Your investment and your farm, in your pocket',
    subtitle:
      'Two apps, one partnership: investors see exactly what their money is doing, and farmers get the tools and support to make every cycle a success.',
  },
  '/contact': {
    eyebrow: 'Contact',
    title: "Let's talk about growing together",
    subtitle:
      'Whether you are thinking of investing, farm in Bangladesh, or are writing about our work, send us a message. A member of our team will reply by email.',
  },
  '/faq': {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    subtitle: "Everything investors usually ask before their first cycle. Can't find your answer? Our team is a message away.",
  },
  '/cp': {
    eyebrow: 'Sales pack',
    title: 'Our investment sales pack',
    subtitle:
      'Seven pages that explain who we are, how your investment works and the difference it makes. Read it here, then take the next step when you are ready.',
  },
  '/track-record': {
    eyebrow: 'Track record',
    title: 'Every cycle, good and bad',
    subtitle: 'The actual results of each farming cycle we have closed, against what we projected. We publish the cycles that under-performed too.',
  },
} as const satisfies Partial<Record<PublicPagePath, { eyebrow: string; title: string; subtitle: string }>>;
