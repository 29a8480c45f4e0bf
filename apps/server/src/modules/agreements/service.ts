import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { desc, eq, sql } from 'drizzle-orm';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_PLACEHOLDERS,
  CYCLE_NOT_ASSIGNED,
  INVESTMENT_MESSAGES,
  ROUND_PAYMENT_RULE,
  ROUNDING_RULE,
  MATURITY_RULE,
  ROUND_RULE,
  LOSS_RULE,
  PROFIT_SHARE_RULE,
  SITE_NAME,
  agreementBlocks,
  agreementReferenceOf,
  countOf,
  fillPlaceholders,
  formatDate,
  formatDateTime,
  formatMoney,
  expectedProfit,
  investmentAmount,
  namesMatch,
  planTerms,
  unitsText,
  type AgreementBlock,
  type AgreementPlaceholder,
  type AgreementPreview,
  type AgreementRecord,
  type AgreementTemplate,
  type AgreementTemplateOverview,
  type DurationUnit,
  type PlanTerms,
  groupDigits,
} from '@app/contract';
import type { Company, Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/results.ts';
import { agreementTemplates, investmentAgreements, type AgreementTemplateRow } from '../../db/schema/agreements.ts';
import { investmentPlans } from '../../db/schema/content.ts';
import { investmentEvents, investments, investorProfiles, type InvestmentRow, type InvestorProfileRow } from '../../db/schema/investments.ts';
import { actorColumns, type SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { COLOURS, companyLine } from '../../platform/mail-layout.ts';
import { HttpError, badRequest, badRequestIn, conflict, forbidden, notFound } from '../../platform/http.ts';
import { getContactInfo } from '../contact-info/service.ts';
import { DEFAULT_AGREEMENT_TEMPLATE } from './default-template.ts';
import { AGREEMENT_TRANSLATION_LABEL, BENGALI_RULES, translationOf } from './bengali-translation.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The Mudarabah agreement. The template lives in versions that are never rewritten (the database
 * refuses updates); an accepted agreement keeps the PDF bytes rendered at acceptance and their
 * SHA-256, so later template edits change nothing already signed, and every download is checked.
 */

// ------------------------------------------------------------------ the template

const toTemplate = (row: AgreementTemplateRow): AgreementTemplate => ({
  version: row.version,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdByName,
});

/** Stores version 1 when there is no template yet (start-up, and the demo seed with its own date). */
export async function ensureFirstTemplate(db: Db, createdAt = new Date()) {
  await db.insert(agreementTemplates).values({ version: 1, body: DEFAULT_AGREEMENT_TEMPLATE, createdByName: SITE_NAME, createdAt }).onConflictDoNothing();
}

export async function currentTemplate(db: Db): Promise<AgreementTemplateRow> {
  const [row] = await db.select().from(agreementTemplates).orderBy(desc(agreementTemplates.version)).limit(1);
  if (!row) throw new HttpError(503, 'The agreement is not available yet. Please try again in a moment.');
  return row;
}

export async function templateOverview(db: Db): Promise<AgreementTemplateOverview> {
  const current = await currentTemplate(db);
  const versions = await db
    .select({ version: agreementTemplates.version, createdAt: agreementTemplates.createdAt, createdBy: agreementTemplates.createdByName })
    .from(agreementTemplates)
    .orderBy(desc(agreementTemplates.version));
  return {
    current: toTemplate(current),
    versions: versions.map((row) => ({ version: row.version, createdAt: row.createdAt.toISOString(), createdBy: row.createdBy })),
    placeholders: AGREEMENT_PLACEHOLDERS,
  };
}

export async function templateVersion(db: Db, version: number): Promise<AgreementTemplate> {
  const [row] = await db.select().from(agreementTemplates).where(eq(agreementTemplates.version, version));
  if (!row) throw notFound(AGREEMENT_MESSAGES.versionNotFound);
  return toTemplate(row);
}

/** Staff save the template: always a new version (the next number), with its activity entry. */
export async function saveTemplate(deps: Deps, actor: SignedInActor, body: string): Promise<AgreementTemplate> {
  try {
    return await work(deps, actor, async (uow) => {
      const [row] = await uow.tx
        .insert(agreementTemplates)
        .values({
          version: sql`(select coalesce(max(version), 0) + 1 from agreement_templates)`,
          body,
          createdById: actor.id,
          createdByName: actor.name,
        })
        .returning();
      await uow.activity({
        action: 'create',
        entity: 'agreement-template',
        entityId: null,
        summary: `Saved the agreement template as version ${row!.version}`,
      });
      return toTemplate(row!);
    });
  } catch (error) {
    // Two saves at once both reached for the same number: the second is told, nothing is lost.
    if (isUniqueViolation(error)) throw conflict(AGREEMENT_MESSAGES.templateConflict);
    throw error;
  }
}

// ------------------------------------------------------------------ filling and rendering

/** The plan an agreement names: its title and terms. */
type AgreementPlan = PlanTerms & { title: string };

type AgreementFacts = {
  plan: AgreementPlan;
  units: number;
  profile: InvestorProfileRow;
  /** Null in a preview: the reference is given when the request is placed. */
  investmentReference: string | null;
  acceptedAt: Date | null;
};

const UNTIL_PLACED = 'given when you place your request';

function postalAddress(profile: InvestorProfileRow) {
  return [profile.addressLine1, profile.addressLine2, profile.city, profile.postcode, profile.country].filter(Boolean).join(', ');
}

/**
 * The company as it is registered (the COMPANY_* configuration, the same as in every mail's footer
 * and on every statement), and the first address of the contact details for complaints.
 */
async function companyFacts(db: Db, config: Config) {
  const info = await getContactInfo(db);
  return {
    name: config.company.name,
    address: config.company.address,
    registration: `registered in ${config.company.registeredIn}, company number ${config.company.number}`,
    email: info.emails[0]?.address ?? config.mailReplyTo ?? 'the email address on our Contact page',
  };
}

async function placeholderValues(db: Db, config: Config, facts: AgreementFacts): Promise<Map<AgreementPlaceholder, string>> {
  const company = await companyFacts(db, config);
  const money = (minor: number) => formatMoney(minor, facts.plan.currency);
  const unit = facts.plan.durationUnit.toLowerCase();
  return new Map<AgreementPlaceholder, string>([
    ['agreement.reference', facts.investmentReference ? agreementReferenceOf(facts.investmentReference) : UNTIL_PLACED],
    ['agreement.date', facts.acceptedAt ? formatDate(facts.acceptedAt) : 'the date you accept'],
    ['company.name', company.name],
    ['company.address', company.address],
    ['company.registration', company.registration],
    ['company.email', company.email],
    ['investor.legalName', facts.profile.legalName ?? ''],
    ['investor.address', postalAddress(facts.profile)],
    ['plan.title', facts.plan.title],
    ['plan.duration', countOf(facts.plan.duration, { one: unit, other: `${unit}s` })],
    ['plan.amountPerUnit', money(facts.plan.amountPerUnit)],
    ['plan.profitPerUnit', money(facts.plan.profitPerUnit)],
    ['investment.reference', facts.investmentReference ?? UNTIL_PLACED],
    ['investment.units', unitsText(facts.units)],
    ['investment.amount', money(investmentAmount({ units: facts.units, ...facts.plan }))],
    ['investment.projectedProfit', money(expectedProfit({ units: facts.units, ...facts.plan }))],
    ['cycle.description', CYCLE_NOT_ASSIGNED],
    ['rules.profitShare', PROFIT_SHARE_RULE],
    ['rules.loss', LOSS_RULE],
    ['rules.lateMoney', ROUND_PAYMENT_RULE],
    ['rules.rounding', ROUNDING_RULE],
    ['rules.maturity', MATURITY_RULE],
    ['rules.rounds', ROUND_RULE],
  ]);
}

/**
 * The values of the Bengali translation: the same facts in Bengali digits and words, and the
 * contract's rules in Bengali; names, addresses, references and the plan's title as recorded.
 */
async function bengaliPlaceholderValues(db: Db, config: Config, facts: AgreementFacts): Promise<Map<AgreementPlaceholder, string>> {
  const values = await placeholderValues(db, config, facts);
  const money = (minor: number) => formatMoney(minor, facts.plan.currency, 'bn');
  const until = 'অনুরোধ জমা দেওয়ার সময় দেওয়া হবে';
  const bengali: [AgreementPlaceholder, string][] = [
    ['agreement.reference', facts.investmentReference ? agreementReferenceOf(facts.investmentReference) : until],
    ['agreement.date', facts.acceptedAt ? formatDate(facts.acceptedAt, '—', 'bn') : 'আপনি যেদিন গ্রহণ করবেন'],
    ['company.registration', `${config.company.registeredIn}-এ নিবন্ধিত, কোম্পানি নম্বর ${config.company.number}`],
    ['plan.duration', `${groupDigits(facts.plan.duration, 'bn')} ${BENGALI_DURATION_UNITS[facts.plan.durationUnit]}`],
    ['plan.amountPerUnit', money(facts.plan.amountPerUnit)],
    ['plan.profitPerUnit', money(facts.plan.profitPerUnit)],
    ['investment.reference', facts.investmentReference ?? until],
    ['investment.units', `${groupDigits(facts.units, 'bn')} ইউনিট`],
    ['investment.amount', money(investmentAmount({ units: facts.units, ...facts.plan }))],
    ['investment.projectedProfit', money(expectedProfit({ units: facts.units, ...facts.plan }))],
    ...(Object.entries(BENGALI_RULES) as [AgreementPlaceholder, string][]),
  ];
  for (const [key, value] of bengali) values.set(key, value);
  return values;
}

const BENGALI_DURATION_UNITS: Record<DurationUnit, string> = { Day: 'দিন', Week: 'সপ্তাহ', Month: 'মাস', Year: 'বছর' };

/**
 * The template's structure is read before anything is filled in, so a value (a name, an address)
 * can never add a heading or a clause.
 */
async function filledBlocks(db: Db, config: Config, templateBody: string, facts: AgreementFacts): Promise<AgreementBlock[]> {
  const values = await placeholderValues(db, config, facts);
  return agreementBlocks(templateBody).map((block) => ({ kind: block.kind, text: fillPlaceholders(block.text, values) }));
}

/** The Bengali translation of the template filled with the same facts, or null when the template has none. */
async function filledTranslation(db: Db, config: Config, templateBody: string, facts: AgreementFacts): Promise<AgreementBlock[] | null> {
  const translation = translationOf(templateBody);
  if (!translation) return null;
  const values = await bengaliPlaceholderValues(db, config, facts);
  return agreementBlocks(translation).map((block) => ({ kind: block.kind, text: fillPlaceholders(block.text, values) }));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The agreement as HTML: every text escaped, only the tags written here. */
export function agreementHtml(blocks: AgreementBlock[]): string {
  const parts: string[] = [];
  let inList = false;
  for (const block of blocks) {
    if (block.kind !== 'item' && inList) {
      parts.push('</ul>');
      inList = false;
    }
    const text = escapeHtml(block.text);
    if (block.kind === 'title') parts.push(`<h2>${text}</h2>`);
    else if (block.kind === 'heading') parts.push(`<h3>${text}</h3>`);
    else if (block.kind === 'paragraph') parts.push(`<p>${text}</p>`);
    else {
      if (!inList) parts.push('<ul>');
      inList = true;
      parts.push(`<li>${text}</li>`);
    }
  }
  if (inList) parts.push('</ul>');
  return parts.join('\n');
}

const { green: GREEN, ink: INK, muted: MUTED, line: RULE } = COLOURS;
const LEFT = 56;
const WIDTH = 483;

type Signature = { reference: string; typedName: string; legalName: string; acceptedAt: Date; ipAddress: string | null; templateVersion: number };

/**
 * The accepted agreement as a PDF (pdfkit's built-in Helvetica), with the acceptance block; every
 * page has a running header (company, agreement reference, investor) and the company line and
 * "Page n of m" at its foot, as statements do.
 */
export function agreementPdf(blocks: AgreementBlock[], signature: Signature, company: Company): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: LEFT, right: LEFT },
    bufferPages: true,
    info: { Title: `Mudarabah agreement ${signature.reference}`, Author: company.name, CreationDate: signature.acceptedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.x = LEFT;
  doc.y = 72;
  for (const block of blocks) {
    if (block.kind === 'title') {
      doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(block.text, LEFT, undefined, { width: WIDTH });
      doc.moveDown(0.6);
    } else if (block.kind === 'heading') {
      if (doc.y > 700) doc.addPage();
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(GREEN).text(block.text, LEFT, undefined, { width: WIDTH });
      doc.moveDown(0.3);
    } else if (block.kind === 'item') {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(`\u2022  ${block.text}`, LEFT + 12, undefined, { width: WIDTH - 12, lineGap: 2 });
      doc.moveDown(0.2);
    } else {
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(block.text, LEFT, undefined, { width: WIDTH, lineGap: 2, align: 'left' });
      doc.moveDown(0.5);
    }
  }
  if (doc.y > 630) doc.addPage();
  doc.moveDown(1);
  const top = doc.y;
  doc.rect(LEFT, top, WIDTH, 118).lineWidth(0.8).strokeColor(GREEN).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(GREEN)
    .text('Electronic acceptance', LEFT + 14, top + 12, { width: WIDTH - 28 });
  const rows: [string, string][] = [
    ['Accepted by (typed name)', signature.typedName],
    ['Legal name on the verified profile', signature.legalName],
    ['Accepted on', `${formatDateTime(signature.acceptedAt)} (UK time)`],
    ['From IP address', signature.ipAddress ?? 'Not recorded'],
    ['Agreement reference', signature.reference],
    ['Template version', String(signature.templateVersion)],
  ];
  let y = top + 32;
  for (const [label, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, LEFT + 14, y, { width: 170 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(value, LEFT + 190, y, { width: WIDTH - 204, lineBreak: false, ellipsis: true });
    y += 13;
  }
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footerY = doc.page.height - 52;
    // Text below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREEN).text(company.name, LEFT, 36, { continued: true, lineBreak: false });
    doc.font('Helvetica').fillColor(MUTED).text(`  \u00b7  Mudarabah agreement ${signature.reference}`, { lineBreak: false });
    doc.text(signature.legalName, LEFT + WIDTH - 150, 36, { width: 150, align: 'right', lineBreak: false, ellipsis: true });
    doc
      .moveTo(LEFT, 52)
      .lineTo(LEFT + WIDTH, 52)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
    doc
      .moveTo(LEFT, footerY - 8)
      .lineTo(LEFT + WIDTH, footerY - 8)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(companyLine(company), LEFT, footerY, { width: 380 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${page - range.start + 1} of ${range.count}`, LEFT + 384, footerY, { width: WIDTH - 384, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

export const sha256Of = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

// ------------------------------------------------------------------ reading and accepting

async function verifiedProfile(db: Db, userId: string): Promise<InvestorProfileRow> {
  const [profile] = await db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId));
  if (!profile || profile.status !== 'verified' || !profile.legalName) {
    throw forbidden(profile?.status === 'pending' ? INVESTMENT_MESSAGES.awaitingVerification : INVESTMENT_MESSAGES.notVerified);
  }
  return profile;
}

/** The current agreement filled for a plan and units the investor is choosing, as HTML. */
export async function previewAgreement(deps: Deps, userId: string, input: { planId: string; units: number }): Promise<AgreementPreview> {
  const profile = await verifiedProfile(deps.db, userId);
  const [plan] = await deps.db.select().from(investmentPlans).where(eq(investmentPlans.id, input.planId));
  if (!plan) throw badRequest(INVESTMENT_MESSAGES.planNotFound, { planId: INVESTMENT_MESSAGES.planNotFound });
  if (!plan.isActive) throw badRequest(INVESTMENT_MESSAGES.planInactive, { planId: INVESTMENT_MESSAGES.planInactive });
  const template = await currentTemplate(deps.db);
  const terms: AgreementPlan = { title: plan.title, ...planTerms(plan) };
  const facts: AgreementFacts = { plan: terms, units: input.units, profile, investmentReference: null, acceptedAt: null };
  const blocks = await filledBlocks(deps.db, deps.config, template.body, facts);
  const [account] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  // A Bengali account reads the translation beside the binding English, labelled as a translation.
  const translated = account?.language === 'bn' ? await filledTranslation(deps.db, deps.config, template.body, facts) : null;
  return {
    templateVersion: template.version,
    html: agreementHtml(blocks),
    translation: translated ? { language: 'bn', label: AGREEMENT_TRANSLATION_LABEL, html: agreementHtml(translated) } : null,
  };
}

export type Acceptance = {
  typedName: string;
  /** The version the investor read: a newer one must be read before it is accepted. */
  templateVersion: number;
  ipAddress: string | null;
  userAgent: string | null;
  acceptedAt?: Date;
};

/**
 * Records the investor's acceptance of the agreement of a request just created, in the request's
 * transaction `tx`: the name check, the PDF rendered once, its bytes and SHA-256, and the
 * "Agreement accepted" event on the timeline. A refusal throws and so undoes the request.
 */
export async function acceptAgreement(tx: Db, config: Config, investment: InvestmentRow, actor: { id: string; name: string }, acceptance: Acceptance) {
  const profile = await verifiedProfile(tx, investment.userId);
  if (!namesMatch(acceptance.typedName, profile.legalName!)) {
    throw badRequestIn(AGREEMENT_MESSAGES.nameMismatch, { agreementName: AGREEMENT_MESSAGES.nameMismatch });
  }
  const template = await currentTemplate(tx);
  if (template.version !== acceptance.templateVersion) {
    throw conflict(AGREEMENT_MESSAGES.templateChanged, { agreementVersion: AGREEMENT_MESSAGES.templateChanged });
  }
  const acceptedAt = acceptance.acceptedAt ?? new Date();
  const reference = agreementReferenceOf(investment.reference);
  const blocks = await filledBlocks(tx, config, template.body, {
    plan: { ...investment, title: investment.planTitle },
    units: investment.units,
    profile,
    investmentReference: investment.reference,
    acceptedAt,
  });
  const pdf = await agreementPdf(
    blocks,
    {
      reference,
      typedName: acceptance.typedName.trim().replace(/\s+/g, ' '),
      legalName: profile.legalName!,
      acceptedAt,
      ipAddress: acceptance.ipAddress,
      templateVersion: template.version,
    },
    config.company,
  );
  await tx.insert(investmentAgreements).values({
    investmentId: investment.id,
    reference,
    templateVersion: template.version,
    typedName: acceptance.typedName.trim().replace(/\s+/g, ' '),
    acceptedAt,
    ipAddress: acceptance.ipAddress,
    userAgent: acceptance.userAgent?.slice(0, 500) || null,
    pdf,
    sha256: sha256Of(pdf),
  });
  await tx.insert(investmentEvents).values({
    investmentId: investment.id,
    kind: 'agreement',
    note: `Reference ${reference}, template version ${template.version}`,
    ...actorColumns(actor),
    // After the request's own event, which carries the transaction's start time.
    createdAt: acceptance.acceptedAt ? new Date(acceptedAt.getTime() + 1000) : sql`clock_timestamp()`,
  });
}

/** What both sides see of an investment's agreement; staff also see where it was accepted from. */
export async function agreementRecordOf(db: Db, investmentId: string, options: { forStaff: boolean }): Promise<AgreementRecord | null> {
  const [row] = await db
    .select({
      reference: investmentAgreements.reference,
      templateVersion: investmentAgreements.templateVersion,
      typedName: investmentAgreements.typedName,
      acceptedAt: investmentAgreements.acceptedAt,
      ipAddress: investmentAgreements.ipAddress,
      userAgent: investmentAgreements.userAgent,
      sha256: investmentAgreements.sha256,
      sizeBytes: sql<number>`octet_length(${investmentAgreements.pdf})`,
    })
    .from(investmentAgreements)
    .where(eq(investmentAgreements.investmentId, investmentId));
  if (!row) return null;
  return {
    reference: row.reference,
    templateVersion: row.templateVersion,
    typedName: row.typedName,
    acceptedAt: row.acceptedAt.toISOString(),
    sha256: row.sha256,
    sizeBytes: Number(row.sizeBytes),
    ...(options.forStaff ? { ipAddress: row.ipAddress, userAgent: row.userAgent } : {}),
  };
}

/**
 * The investment whose agreement is asked for: any for staff, only their own for an investor
 * (another investor's answers exactly like a missing one).
 */
export async function agreementInvestment(db: Db, investmentId: string, ownerId: string | null): Promise<string> {
  const [row] = await db.select({ id: investments.id, userId: investments.userId }).from(investments).where(eq(investments.id, investmentId));
  if (!row || (ownerId !== null && row.userId !== ownerId)) throw notFound(INVESTMENT_MESSAGES.notFound);
  return row.id;
}

/**
 * The stored PDF of an investment's agreement, after recomputing its SHA-256: bytes that no longer
 * match what was recorded at acceptance are never served (a 500, logged for the team).
 */
export async function storedAgreement(deps: Deps, investmentId: string): Promise<{ pdf: Buffer; filename: string; sha256: string }> {
  const [row] = await deps.db
    .select({ reference: investmentAgreements.reference, pdf: investmentAgreements.pdf, sha256: investmentAgreements.sha256 })
    .from(investmentAgreements)
    .where(eq(investmentAgreements.investmentId, investmentId));
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  if (sha256Of(row.pdf) !== row.sha256) {
    deps.log.error({ investmentId, agreement: row.reference }, 'agreement integrity check failed: stored bytes do not match their SHA-256');
    throw new HttpError(500, AGREEMENT_MESSAGES.integrity);
  }
  return { pdf: row.pdf, filename: `agreement-${row.reference}.pdf`, sha256: row.sha256 };
}
