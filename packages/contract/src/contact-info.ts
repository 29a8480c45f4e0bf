import { z } from 'zod';
import { EMAIL_PATTERN, TEXT_LIMITS, requiredText, tooLongMessage } from './validation.ts';
import { ids, isAbsoluteUrl } from './content-fields.ts';
import { notFoundMessage } from './messages.ts';

/**
 * The public contact details (back-office.md "Contact details", public-site.md's footer and
 * /contact): phones, emails, offices, social links and company information, as the API answers them,
 * their limits and the rules with the exact messages of back-office.md §5.
 */

export const MAX_PHONES = 5;
export const MAX_EMAILS = 5;

export const CONTACT_INFO_MESSAGES = {
  maxPhones: `Maximum ${MAX_PHONES} phone numbers allowed`,
  maxEmails: `Maximum ${MAX_EMAILS} email addresses allowed`,
  contactInfoNotFound: notFoundMessage('Contact item'),
} as const;

export const SOCIAL_PLATFORMS = [
  'Facebook',
  'Twitter',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'Pinterest',
  'WhatsApp',
  'Telegram',
  'Discord',
  'Snapchat',
  'WeChat',
  'Reddit',
  'Other',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const DEFAULT_SOCIAL_PLATFORM: SocialPlatform = 'Facebook';

export const contactPhoneView = z.object({ ...ids, title: z.string(), number: z.string(), displayNumber: z.string() });
export const contactEmailView = z.object({ ...ids, title: z.string(), address: z.string(), displayAddress: z.string() });
export const contactOfficeView = z.object({ ...ids, title: z.string(), address: z.string() });
export const contactSocialView = z.object({ ...ids, platform: z.string(), link: z.string(), icon: z.string() });
export const contactCompanyInfoView = z.object({ ...ids, title: z.string(), content: z.string() });
export const contactInfoView = z.object({
  phones: z.array(contactPhoneView),
  emails: z.array(contactEmailView),
  offices: z.array(contactOfficeView),
  socials: z.array(contactSocialView),
  companyInfo: z.array(contactCompanyInfoView),
  updatedAt: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoView>;
/** An item call answers the whole contactInfo as `data` and the touched item beside it. */
export const contactItemResponse = {
  data: contactInfoView,
  item: z.union([contactPhoneView, contactEmailView, contactOfficeView, contactSocialView, contactCompanyInfoView]),
};
/** The five lists and their URL segment under /contactInfo. */
export const CONTACT_SECTIONS = {
  phones: 'phones',
  emails: 'emails',
  offices: 'offices',
  socials: 'socials',
  companyInfo: 'company-info',
} as const;
export type ContactSection = keyof typeof CONTACT_SECTIONS;

/** How the site shows a number or address, when not as entered: optional, kept as given (blank stays blank). */
const displayText = (max: number) =>
  z
    .string()
    .max(max, { error: tooLongMessage(max), abort: true })
    .trim()
    .optional()
    .nullable();

export const contactPhoneSchema = z.object({
  title: requiredText('Please fill in all required fields for the phone number', TEXT_LIMITS.short),
  number: requiredText('Please fill in all required fields for the phone number', 40),
  displayNumber: displayText(40),
});
export const contactEmailSchema = z.object({
  title: requiredText('Please fill in all required fields for the email address', TEXT_LIMITS.short),
  address: requiredText('Please fill in all required fields for the email address', 254).pipe(
    z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }),
  ),
  displayAddress: displayText(254),
});
export const contactOfficeSchema = z.object({
  title: requiredText('Please fill in all fields for the office address', TEXT_LIMITS.short),
  address: requiredText('Please fill in all fields for the office address', 500),
});
export const contactSocialSchema = z.object({
  platform: requiredText('Please fill in all fields for the social media', TEXT_LIMITS.short).pipe(
    z.enum(SOCIAL_PLATFORMS, { error: 'Please choose a platform from the list' }),
  ),
  link: requiredText('Please fill in all fields for the social media', 2000).pipe(
    z.string().refine(isAbsoluteUrl, { error: 'Please enter a valid URL for the social media link' }),
  ),
});
export const contactCompanyInfoSchema = z.object({
  title: requiredText('Please fill in all fields for the company information', TEXT_LIMITS.short),
  content: requiredText('Please fill in all fields for the company information', 2000),
});
export const CONTACT_ITEM_SCHEMAS = {
  phones: contactPhoneSchema,
  emails: contactEmailSchema,
  offices: contactOfficeSchema,
  socials: contactSocialSchema,
  companyInfo: contactCompanyInfoSchema,
} as const;
/** The body of POST /contactInfo/:section: the fields of that section's item. */
export const contactItemSchema = z.union([contactPhoneSchema, contactEmailSchema, contactOfficeSchema, contactSocialSchema, contactCompanyInfoSchema]);
/** The body of PUT /contactInfo/:section/:id: the fields that change; the others stay. */
export const contactItemChangeSchema = z.union([
  contactPhoneSchema.partial(),
  contactEmailSchema.partial(),
  contactOfficeSchema.partial(),
  contactSocialSchema.partial(),
  contactCompanyInfoSchema.partial(),
]);

/** An item of PUT /contactInfo: its _id (kept when it exists) plus the fields. */
const withOptionalId = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ _id: z.string().optional().nullable(), id: z.string().optional().nullable() });

/** Every list must be present: a missing one would otherwise delete that section's entries. */
const CONTACT_LIST_REQUIRED = 'Please send all five contact lists (phones, emails, offices, socials, companyInfo)';
const contactList = <S extends z.ZodTypeAny>(item: S) => z.array(item, { error: CONTACT_LIST_REQUIRED }).max(100);
export const contactInfoSchema = z.object(
  {
    phones: contactList(withOptionalId(contactPhoneSchema)).max(MAX_PHONES, { error: CONTACT_INFO_MESSAGES.maxPhones }),
    emails: contactList(withOptionalId(contactEmailSchema)).max(MAX_EMAILS, { error: CONTACT_INFO_MESSAGES.maxEmails }),
    offices: contactList(withOptionalId(contactOfficeSchema)),
    socials: contactList(withOptionalId(contactSocialSchema)),
    companyInfo: contactList(withOptionalId(contactCompanyInfoSchema)),
  },
  { error: CONTACT_LIST_REQUIRED },
);
