import { date, integer, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps, pence, ownedBy } from './columns.ts';
import type { Currency, CycleLedgerKind, ExpectedWeightPoint, CyclePhoto, CycleStatus, TrustPageSection, TrustPageSlug } from '@app/contract';
import { investmentPlans } from './content.ts';
import { users } from './users.ts';

/** Cycles, their updates and the trust pages (migration 0080_cycles.sql). Money in pence. */

export const trustPages = pgTable('trust_pages', {
  slug: text('slug').$type<TrustPageSlug>().primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  sections: jsonb('sections').$type<TrustPageSection[]>().notNull().default([]),
  titleBn: text('title_bn'),
  introBn: text('intro_bn'),
  sectionsBn: jsonb('sections_bn').$type<TrustPageSection[]>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type TrustPageRow = typeof trustPages.$inferSelect;

/** The current Shariah adviser and their certificate, one row at most (migration 0110_shariah_adviser.sql). */
export const shariahAdvisers = pgTable('shariah_advisers', {
  id: text('id').primaryKey().default('current'),
  name: text('name').notNull(),
  qualifications: text('qualifications').notNull(),
  certificateReference: text('certificate_reference').notNull(),
  certifiedOn: date('certified_on').notNull(),
  certificateKey: text('certificate_key').notNull(),
  certificateName: text('certificate_name').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ShariahAdviserRow = typeof shariahAdvisers.$inferSelect;

export const cycles = pgTable('cycles', {
  id: rowId(),
  planId: uuid('plan_id').references(() => investmentPlans.id, { onDelete: 'set null' }),
  planTitle: text('plan_title').notNull(),
  currency: text('currency').$type<Currency>().notNull().default('GBP'),
  amountPerUnitPence: pence('amount_per_unit_pence').notNull(),
  projectedProfitPerUnitPence: pence('projected_profit_per_unit_pence').notNull(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  startDate: date('start_date').notNull(),
  expectedEndDate: date('expected_end_date').notNull(),
  units: integer('units').notNull(),
  status: text('status').$type<CycleStatus>().notNull().default('running'),
  closedOn: date('closed_on'),
  saleRevenuePence: pence('sale_revenue_pence'),
  costsPence: pence('costs_pence'),
  animalsSold: integer('animals_sold'),
  animalsLost: integer('animals_lost'),
  profitPerUnitPence: pence('profit_per_unit_pence'),
  /** The close's exchange rate, taka per pound in poisha (migration 0470_cycle_taka_rate.sql); null: pounds only. */
  poishaPerPound: pence('poisha_per_pound'),
  /** The farm plan's expectations the field records are compared against (migration 0500_field.sql); null: not given. */
  startingHeadcount: integer('starting_headcount'),
  expectedMortalityBp: integer('expected_mortality_bp'),
  expectedWeights: jsonb('expected_weights').$type<ExpectedWeightPoint[]>().notNull().default([]),
  feedBudgetPoisha: pence('feed_budget_poisha'),
  /** Its funding round (migration 0400_funding_rounds.sql): the minimum to go ahead and the dates it takes money. */
  minimumUnits: integer('minimum_units').notNull(),
  fundingOpensOn: date('funding_opens_on').notNull(),
  fundingClosesOn: date('funding_closes_on').notNull(),
  /** The closing date before its one extension; null while never extended. */
  fundingExtendedFrom: date('funding_extended_from'),
  /** The day the round closed (started or cancelled); null while it takes money. */
  fundingClosedOn: date('funding_closed_on'),
  ...stamps(),
});
export type CycleRow = typeof cycles.$inferSelect;

export const cycleUpdates = pgTable('cycle_updates', {
  id: rowId(),
  cycleId: ownedBy('cycle_id', () => cycles.id),
  body: text('body').notNull(),
  /** The same in Bengali (migration 0530_field_review.sql); null: written in English only. */
  bodyBn: text('body_bn'),
  photos: jsonb('photos').$type<CyclePhoto[]>().notNull().default([]),
  /** Kept to the gram (CYCLE_WEIGHT_DECIMALS; migration 0340_cycle_weight_grams.sql). */
  averageWeightKg: numeric('average_weight_kg', { precision: 12, scale: 3, mode: 'number' }),
  mortalityCount: integer('mortality_count'),
  feedCostPence: pence('feed_cost_pence'),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: ts('published_at').notNull().defaultNow(),
});
export type CycleUpdateRow = typeof cycleUpdates.$inferSelect;

/** A cycle's costs as staff typed them at the close (migration 0390_cycle_accounts.sql); `cycles.costsPence` is their total. */
export const cycleCostLines = pgTable(
  'cycle_cost_lines',
  {
    id: rowId(),
    cycleId: ownedBy('cycle_id', () => cycles.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    amountPence: pence('amount_pence').notNull(),
  },
  (table) => [unique().on(table.cycleId, table.position)],
);
export type CycleCostLineRow = typeof cycleCostLines.$inferSelect;

/**
 * The cycle-level ledger (migration 0390_cycle_accounts.sql): the investors' half that no
 * investment is credited, the rounding leftover and the unsold units' share (ROUNDING_RULE).
 * Append-only, one row per cycle and kind, written in the close's unit of work.
 */
export const cycleLedgerEntries = pgTable(
  'cycle_ledger_entries',
  {
    id: rowId(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id),
    kind: text('kind').$type<CycleLedgerKind>().notNull(),
    amountPence: pence('amount_pence').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('GBP'),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.cycleId, table.kind)],
);
export type CycleLedgerEntryRow = typeof cycleLedgerEntries.$inferSelect;
