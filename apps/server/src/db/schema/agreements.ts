import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** PostgreSQL bytea as a Buffer (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** One immutable row per version of the Mudarabah agreement template; the highest version is current. */
export const agreementTemplates = pgTable('agreement_templates', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  createdById: uuid('created_by_id'),
  createdByName: text('created_by_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type AgreementTemplateRow = typeof agreementTemplates.$inferSelect;

/** The agreement an investor accepted with their request: the PDF bytes as rendered then, and their SHA-256. */
export const investmentAgreements = pgTable('investment_agreements', {
  investmentId: uuid('investment_id').primaryKey(),
  reference: text('reference').notNull(),
  templateVersion: integer('template_version').notNull(),
  typedName: text('typed_name').notNull(),
  acceptedAt: ts('accepted_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  pdf: bytea('pdf').notNull(),
  sha256: text('sha256').notNull(),
});
