/**
 * The sales pack (/cp): seven slide images in public/sales-pack, one text summary each (the
 * image's alt text), and a PDF of the same slides made at build time (build-tools/sales-pack-pdf.ts).
 */
/** The company named on the slides; the build tool cannot import @app/contract's SITE_NAME (see sales-pack-pdf.ts). */
export const SALES_PACK_AUTHOR = 'Breadbasket Ventures';

export const SALES_PACK_SLIDES = [
  'Cover: Breadbasket Ventures, invest in the farms that will feed a nation. Ethical, halal social-capital investment in rural Bangladesh.',
  'Who we are: a social-capital venture pairing investors abroad with farmers at home. Achieved, counted on 31 October 2026: 2 operating divisions, 10 active clusters plus 4 in development, 337+ partner farmers. Target: 30 wheelchair-bound entrepreneurs, 5 onboarded so far.',
  'The opportunity: make Bangladesh the Bread Basket of the World. Our targets: 350 farming clusters, 16,000 contract farmers, £30M of foreign investment, 1,000+ farm-to-shop outlets.',
  'How it works: choose a plan, invest securely, we fund a cluster, farmers raise and grow, sale at market, profit shared 50/50.',
  'Investment plans: broiler chicken cycles of 6 weeks, cattle fattening cycles of 6 months and revolving plans; returns shared 50/50 after each cycle, capital at risk.',
  'Impact targets: 20 to 30 women in cottage industry per cluster, 1,400 education bursaries, 30,000+ jobs, 1 million trees to plant, 350 skills centres, free healthcare for farmers.',
  'Next steps: are you ready to invest? Fill in the short investment form and our investor team will contact you. The first 1,000 investors receive shared ownership.',
] as const;

/** The slide image of page `n` (1-based), as served from public/. */
export const salesPackSlidePath = (n: number) => `/sales-pack/page-${n}.svg`;

/** A stable address: the file is rebuilt with the slides, and served with the site's static caching. */
export const SALES_PACK_PDF_PATH = '/sales-pack/breadbasket-ventures-sales-pack.pdf';
