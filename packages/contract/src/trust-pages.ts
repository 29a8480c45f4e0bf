import { z } from 'zod';
import { requiredText } from './validation.ts';

/** The staff-editable trust pages: /shariah and /risk. */
export const TRUST_PAGE_SLUGS = ['shariah', 'risk'] as const;
export type TrustPageSlug = (typeof TRUST_PAGE_SLUGS)[number];
export const TRUST_PAGE_LABELS: Record<TrustPageSlug, string> = { shariah: 'Shariah compliance', risk: 'Risks' };

export const TRUST_TITLE_MAX = 120;
export const TRUST_INTRO_MAX = 1000;
export const TRUST_SECTION_TITLE_MAX = 120;
export const TRUST_SECTION_BODY_MAX = 4000;
export const TRUST_SECTIONS_MAX = 12;
export const TRUST_ADVISER_MAX = 500;

export const TRUST_MESSAGES = {
  notFound: 'Page not found',
  saved: 'Page saved successfully',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TRUST_TITLE_MAX} characters`,
  introRequired: 'Introduction is required',
  introTooLong: `Introduction must be at most ${TRUST_INTRO_MAX} characters`,
  sectionTitleRequired: 'Section heading is required',
  sectionTitleTooLong: `Section heading must be at most ${TRUST_SECTION_TITLE_MAX} characters`,
  sectionBodyRequired: 'Section text is required',
  sectionBodyTooLong: `Section text must be at most ${TRUST_SECTION_BODY_MAX} characters`,
  sectionsRequired: 'Add at least one section',
  tooManySections: `A page can have at most ${TRUST_SECTIONS_MAX} sections`,
  adviserTooLong: `At most ${TRUST_ADVISER_MAX} characters`,
} as const;

/** A section's body is plain text: blank lines separate paragraphs, lines starting "- " are bullets. */
export type TrustPageSection = { title: string; body: string };

export type TrustPage = {
  slug: TrustPageSlug;
  title: string;
  intro: string;
  sections: TrustPageSection[];
  adviserName: string | null;
  adviserDetails: string | null;
  certificateReference: string | null;
  updatedAt: string;
};

const sectionSchema = z.object({
  title: requiredText(TRUST_MESSAGES.sectionTitleRequired).max(TRUST_SECTION_TITLE_MAX, { error: TRUST_MESSAGES.sectionTitleTooLong }),
  body: requiredText(TRUST_MESSAGES.sectionBodyRequired).max(TRUST_SECTION_BODY_MAX, { error: TRUST_MESSAGES.sectionBodyTooLong }),
});

/** Optional adviser/certificate text: blank means the company has none. */
const adviserText = () =>
  z
    .string()
    .trim()
    .max(TRUST_ADVISER_MAX, { error: TRUST_MESSAGES.adviserTooLong })
    .optional()
    .nullable()
    .transform((value) => value || null);

export const trustPageSchema = z.object({
  title: requiredText(TRUST_MESSAGES.titleRequired).max(TRUST_TITLE_MAX, { error: TRUST_MESSAGES.titleTooLong }),
  intro: requiredText(TRUST_MESSAGES.introRequired).max(TRUST_INTRO_MAX, { error: TRUST_MESSAGES.introTooLong }),
  sections: z
    .array(sectionSchema, { error: TRUST_MESSAGES.sectionsRequired })
    .min(1, { error: TRUST_MESSAGES.sectionsRequired })
    .max(TRUST_SECTIONS_MAX, { error: TRUST_MESSAGES.tooManySections }),
  adviserName: adviserText(),
  adviserDetails: adviserText(),
  certificateReference: adviserText(),
});
export type TrustPageInput = z.input<typeof trustPageSchema>;

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
