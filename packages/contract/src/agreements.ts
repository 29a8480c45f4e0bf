import { z } from 'zod';
import { groupDigits } from './format.ts';
import { valuesOf } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { m } from './paraglide/messages.js';

/**
 * The Mudarabah agreement: a template staff edit in versions, filled from the investor's request,
 * read as HTML and accepted by typing the legal name. The server renders the accepted agreement to
 * a PDF once and keeps those bytes with their SHA-256.
 */

export const AGREEMENT_TEMPLATE_MAX_CHARS = 40_000;
export const AGREEMENT_TEMPLATE_MIN_CHARS = 200;

/**
 * The placeholders a template may use, `{{key}}`, and what each is filled with. Only these keys are
 * ever replaced; any other `{{...}}` is refused when the template is saved.
 */
export const AGREEMENT_PLACEHOLDERS = {
  'agreement.reference': 'The agreement reference (the investment reference followed by -A)',
  'agreement.date': 'The date the investor accepts',
  'company.name': 'The company’s registered name, as in the footer of every mail and statement',
  'company.address': 'The company’s registered office, as in the footer of every mail and statement',
  'company.registration': 'Where the company is registered and its number, e.g. "registered in England and Wales, company number 00000000"',
  'company.email': 'The first email address of the contact details',
  'investor.legalName': 'The legal name on the verified investor profile',
  'investor.address': 'The postal address on the verified investor profile',
  'plan.title': 'The plan’s title at the time of the request',
  'plan.duration': 'The plan’s cycle length, e.g. "6 months"',
  'plan.amountPerUnit': 'The amount of one unit, e.g. "£500"',
  'plan.profitPerUnit': 'The projected profit of one unit (the investor’s share)',
  'investment.reference': 'The investment reference',
  'investment.units': 'The units requested, e.g. "2 units"',
  'investment.amount': 'The capital: units × amount per unit',
  'investment.projectedProfit': 'The projected profit of the whole investment',
  'cycle.description': 'The farm cycle and its dates, or that they are assigned when the cycle starts',
  'rules.profitShare': 'The 50/50 profit rule, in one sentence',
  'rules.loss': 'The loss rule, in one sentence',
  'rules.lateMoney': 'When money that reaches us after a cycle has started begins earning, as the plan page states it',
  'rules.rounding': 'How each unit’s result is rounded, where the leftover pence go and whose is the share of units nobody bought',
  'rules.maturity': 'What happens at maturity: the three choices, the deadline, the default and how a rollover moves the money',
  'rules.rounds': 'A round below its minimum (extended once, then cancelled and refunded) and money that arrives after a round closed',
} as const;
export type AgreementPlaceholder = keyof typeof AGREEMENT_PLACEHOLDERS;

/** The 50/50 rule in the one sentence the agreement states. */
export const PROFIT_SHARE_RULE =
  'The net profit of the cycle (sale revenue less the costs of the cycle) is shared 50/50: half to the partner farmer for their work, half to the investors in proportion to their units.';

/** What a cycle that does not start means for the investor's money. */
export const CYCLE_NOT_ASSIGNED = 'The farm cycle and its dates are assigned when the cycle starts; we tell you both by email.';

export const AGREEMENT_ACCEPTED_EVENT = 'Agreement accepted';
/** The timeline's title of the step CYCLE_NOT_ASSIGNED promises: the investment joined its farm cycle. */
export const CYCLE_ASSIGNED_EVENT = 'Put into a farm cycle';
/** The timeline's note of that step: which cycle, and the maturity it now expects. */
export const cycleAssignedNote = (cycle: { name: string; location: string }, expectedMaturity: string) =>
  `Cycle “${cycle.name}” (${cycle.location}); expected maturity ${expectedMaturity}.`;

// No nested quantifiers (a search of a long template must stay linear): the key is trimmed in code.
const PLACEHOLDER_PATTERN = /\{\{([^{}]*)\}\}/g;
const KNOWN = new Set<string>(Object.keys(AGREEMENT_PLACEHOLDERS));

/** Placeholders in `text` that the allow-list does not know, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const key = match[1]!.trim();
    if (!KNOWN.has(key)) unknown.add(key);
  }
  return [...unknown];
}

/**
 * Fills `{{key}}` from `values`: a Map, so a key such as `__proto__` or `constructor` never reaches
 * an object's prototype. Nothing is evaluated; an unknown key is left as written.
 */
export function fillPlaceholders(text: string, values: ReadonlyMap<AgreementPlaceholder, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, written: string) => {
    const key = written.trim();
    return KNOWN.has(key) ? (values.get(key as AgreementPlaceholder) ?? whole) : whole;
  });
}

/** A template's structure: `# ` the title, `## ` a clause heading, `- ` a list item, blank lines between paragraphs. */
export type AgreementBlock = { kind: 'title' | 'heading' | 'paragraph' | 'item'; text: string };

export function agreementBlocks(text: string): AgreementBlock[] {
  const blocks: AgreementBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: line.slice(2).trim() });
    } else if (line.startsWith('- ')) {
      flush();
      blocks.push({ kind: 'item', text: line.slice(2).trim() });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Names compare without case and with runs of spaces as one: "nusrat  CHOWDHURY" signs for "Nusrat Chowdhury". */
export const normaliseName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
export const namesMatch = (typed: string, legalName: string) => normaliseName(typed) !== '' && normaliseName(typed) === normaliseName(legalName);

/** `BBV-2026-00042-A`: the agreement of investment BBV-2026-00042. */
export const agreementReferenceOf = (investmentReference: string) => `${investmentReference}-A`;

export const AGREEMENT_MESSAGES = {
  templateRequired: 'Please write the agreement text',
  templateTooShort: `The agreement must be at least ${AGREEMENT_TEMPLATE_MIN_CHARS} characters`,
  templateTooLong: `The agreement must be at most ${groupDigits(AGREEMENT_TEMPLATE_MAX_CHARS)} characters`,
  unknownPlaceholders: (keys: string[]) => `Unknown placeholder${keys.length === 1 ? '' : 's'}: ${keys.map((key) => `{{${key}}}`).join(', ')}`,
  templateSaved: (version: number) => `Agreement template saved as version ${version}`,
  versionNotFound: notFoundMessage('Agreement template version'),
  templateConflict: 'Someone else saved the agreement at the same moment. Please reload it and save your changes again.',
  readRequired: () => m.validation_agreement_read(),
  templateChanged: 'The agreement has been updated since you opened it. Please read the new version and accept it again.',
  nameRequired: () => m.validation_agreement_name(),
  nameMismatch: () => m.validation_agreement_name_mismatch(),
  acceptRequired: () => m.validation_agreement_accept(),
  notFound: 'No agreement was recorded for this investment',
  integrity: 'This agreement failed its integrity check and cannot be served. Our team has been alerted.',
} as const;

export const agreementTemplateSchema = z.object({
  body: z
    .string({ error: AGREEMENT_MESSAGES.templateRequired })
    .max(AGREEMENT_TEMPLATE_MAX_CHARS, { error: AGREEMENT_MESSAGES.templateTooLong })
    .trim()
    .min(1, { error: AGREEMENT_MESSAGES.templateRequired })
    .min(AGREEMENT_TEMPLATE_MIN_CHARS, { error: AGREEMENT_MESSAGES.templateTooShort })
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: AGREEMENT_MESSAGES.unknownPlaceholders(unknown) });
    }),
});

/** The signature fields of an investment request. */
export const agreementAcceptanceFields = {
  agreementName: z
    .string({ error: AGREEMENT_MESSAGES.nameRequired })
    .max(120, { error: AGREEMENT_MESSAGES.nameMismatch })
    .trim()
    .min(1, { error: AGREEMENT_MESSAGES.nameRequired }),
  agreementAccepted: z.literal(true, { error: AGREEMENT_MESSAGES.acceptRequired }),
  /** The template version the investor read (from the preview). */
  agreementVersion: z
    .number({ error: AGREEMENT_MESSAGES.readRequired })
    .int({ error: AGREEMENT_MESSAGES.readRequired })
    .min(1, { error: AGREEMENT_MESSAGES.readRequired }),
};

const agreementTemplateVersionView = z.object({ version: z.number().int(), createdAt: z.string(), createdBy: z.string().nullable() });
export const agreementTemplateView = agreementTemplateVersionView.extend({ body: z.string() });
export type AgreementTemplate = z.infer<typeof agreementTemplateView>;
/** GET /agreements/template: the current version and the history, newest first. */
export const agreementTemplateOverview = z.object({
  current: agreementTemplateView,
  versions: z.array(agreementTemplateVersionView),
  placeholders: z.record(z.enum(valuesOf(AGREEMENT_PLACEHOLDERS)), z.string()),
});
export type AgreementTemplateOverview = z.infer<typeof agreementTemplateOverview>;

export const agreementPreviewView = z.object({
  templateVersion: z.number().int(),
  /** The binding English text. */
  html: z.string(),
  /** For a Bengali account: the Bengali translation, labelled as one (the English stays the binding text); null when the template has none. */
  translation: z
    .object({ language: z.literal('bn'), label: z.string(), html: z.string() })
    .nullable()
    .optional(),
});
export type AgreementPreview = z.infer<typeof agreementPreviewView>;

/** The accepted agreement of an investment, as both sides see it (staff also see where it was signed). */
export const agreementRecordView = z.object({
  reference: z.string(),
  templateVersion: z.number().int(),
  typedName: z.string(),
  acceptedAt: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
export type AgreementRecord = z.infer<typeof agreementRecordView>;
