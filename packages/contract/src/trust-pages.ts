import { z } from 'zod';
import { isRealDate, requiredText } from './validation.ts';
import { atMostChars, isRequired, notFoundMessage, succeeded } from './messages.ts';
import { API_PREFIX } from './constants.ts';
import { labelled } from './labelled.ts';
import { m } from './paraglide/messages.js';

/** The staff-editable trust pages: /shariah and /risk. */
export const { values: TRUST_PAGE_SLUGS, labels: TRUST_PAGE_LABELS } = labelled({ shariah: 'Shariah compliance', risk: 'Risks' });
export type TrustPageSlug = (typeof TRUST_PAGE_SLUGS)[number];

export const TRUST_TITLE_MAX = 120;
export const TRUST_INTRO_MAX = 1000;
export const TRUST_SECTION_TITLE_MAX = 120;
export const TRUST_SECTION_BODY_MAX = 4000;
export const TRUST_SECTIONS_MAX = 12;

export const TRUST_MESSAGES = {
  notFound: notFoundMessage('Page'),
  saved: succeeded('Page', 'saved'),
  titleRequired: isRequired('Title'),
  titleTooLong: atMostChars('Title', TRUST_TITLE_MAX),
  introRequired: isRequired('Introduction'),
  introTooLong: atMostChars('Introduction', TRUST_INTRO_MAX),
  sectionTitleRequired: isRequired('Section heading'),
  sectionTitleTooLong: atMostChars('Section heading', TRUST_SECTION_TITLE_MAX),
  sectionBodyRequired: isRequired('Section text'),
  sectionBodyTooLong: atMostChars('Section text', TRUST_SECTION_BODY_MAX),
  sectionsRequired: 'Add at least one section',
  tooManySections: `A page can have at most ${TRUST_SECTIONS_MAX} sections`,
} as const;

const sectionSchema = z.object({
  title: requiredText(TRUST_MESSAGES.sectionTitleRequired).max(TRUST_SECTION_TITLE_MAX, { error: TRUST_MESSAGES.sectionTitleTooLong }),
  body: requiredText(TRUST_MESSAGES.sectionBodyRequired).max(TRUST_SECTION_BODY_MAX, { error: TRUST_MESSAGES.sectionBodyTooLong }),
});

export const trustPageSchema = z.object({
  title: requiredText(TRUST_MESSAGES.titleRequired).max(TRUST_TITLE_MAX, { error: TRUST_MESSAGES.titleTooLong }),
  intro: requiredText(TRUST_MESSAGES.introRequired).max(TRUST_INTRO_MAX, { error: TRUST_MESSAGES.introTooLong }),
  sections: z
    .array(sectionSchema, { error: TRUST_MESSAGES.sectionsRequired })
    .min(1, { error: TRUST_MESSAGES.sectionsRequired })
    .max(TRUST_SECTIONS_MAX, { error: TRUST_MESSAGES.tooManySections }),
});
export type TrustPageInput = z.input<typeof trustPageSchema>;

// ---------------------------------------------------------------------------------------------
// The Shariah adviser: entered by administrators with the certificate they issued; until then the
// site claims no independent review.

export const shariahAdviserView = z.object({
  name: z.string(),
  qualifications: z.string(),
  certificateReference: z.string(),
  /** YYYY-MM-DD: the day the certificate was issued. */
  certifiedOn: z.string(),
  /** The certificate PDF, public: a certificate is meant to be shown. */
  certificateUrl: z.string(),
  updatedAt: z.string(),
});
export type ShariahAdviser = z.infer<typeof shariahAdviserView>;

/** A section's body is plain text: blank lines separate paragraphs, lines starting "- " are bullets. */
export const trustPageSectionView = z.object({ title: z.string(), body: z.string() });
export type TrustPageSection = z.infer<typeof trustPageSectionView>;

export const trustPageView = z.object({
  slug: z.enum(TRUST_PAGE_SLUGS),
  title: z.string(),
  intro: z.string(),
  sections: z.array(trustPageSectionView),
  /** /shariah only: the independent adviser and their certificate once staff have entered them. */
  adviser: shariahAdviserView.nullable(),
  updatedAt: z.string(),
  /** Read with ?lang=bn: the texts shown in English because their Bengali is missing. */
  fallback: z.array(z.string()).optional(),
});
export type TrustPage = z.infer<typeof trustPageView>;

export const SHARIAH_ADVISER_PATH = '/shariah-adviser';
export const SHARIAH_CERTIFICATE_URL = `${API_PREFIX}${SHARIAH_ADVISER_PATH}/certificate`;
export const SHARIAH_NAME_MAX = 120;
export const SHARIAH_QUALIFICATIONS_MAX = 500;
export const SHARIAH_REFERENCE_MAX = 80;
export const SHARIAH_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** What /shariah says while no adviser is entered: plain, and no claim of independent review (the English; pages say it in their language from the catalogue). */
export const NO_SHARIAH_CERTIFICATE = m.public_trust_no_certificate({}, { locale: 'en' });

export const SHARIAH_ADVISER_MESSAGES = {
  saved: 'Shariah adviser saved',
  removed: 'Shariah adviser removed',
  notFound: 'No Shariah adviser has been entered',
  nameRequired: 'Enter the adviser’s name',
  qualificationsRequired: 'Enter the adviser’s qualifications',
  referenceRequired: 'Enter the certificate reference',
  dateInvalid: 'Enter the date of the certificate (YYYY-MM-DD)',
  dateInFuture: 'The certificate date cannot be in the future',
  certificateRequired: 'Attach the certificate as a PDF',
  certificateType: 'The certificate must be a PDF file',
  certificateTooLarge: 'The certificate must be at most 10 MB',
} as const;

/** The adviser's text fields (the certificate PDF comes as the multipart file `certificate`). */
export const shariahAdviserSchema = z.object({
  name: requiredText(SHARIAH_ADVISER_MESSAGES.nameRequired, SHARIAH_NAME_MAX),
  qualifications: requiredText(SHARIAH_ADVISER_MESSAGES.qualificationsRequired, SHARIAH_QUALIFICATIONS_MAX),
  certificateReference: requiredText(SHARIAH_ADVISER_MESSAGES.referenceRequired, SHARIAH_REFERENCE_MAX),
  certifiedOn: z
    .string({ error: SHARIAH_ADVISER_MESSAGES.dateInvalid })
    .trim()
    .refine(isRealDate, { error: SHARIAH_ADVISER_MESSAGES.dateInvalid, abort: true })
    .refine((value) => value <= new Date().toISOString().slice(0, 10), { error: SHARIAH_ADVISER_MESSAGES.dateInFuture }),
});
export type ShariahAdviserInput = z.input<typeof shariahAdviserSchema>;

/** Splits a section body into paragraphs and bullet lists for rendering. */
export function trustBlocks(body: string): ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) return { kind: 'ul' as const, items: lines.map((line) => line.slice(2).trim()) };
      return { kind: 'p' as const, text: lines.join(' ') };
    });
}
