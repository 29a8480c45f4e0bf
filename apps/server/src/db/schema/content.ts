import { boolean, date, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, stamps } from './columns.ts';
import type { AmountUnit, ContactSection, DurationUnit, MetricStatus } from '@app/contract';

/** Public content tables (migration 0010_content.sql). `order` columns are named sort_order in SQL. */

/**
 * One row per contact detail. `value` is the number, address, link or content of the item;
 * `display` the displayNumber/displayAddress; `platform` only for socials.
 */
export const contactItems = pgTable('contact_items', {
  id: rowId(),
  section: text('section').$type<ContactSection>().notNull(),
  title: text('title').notNull().default(''),
  value: text('value').notNull(),
  display: text('display'),
  platform: text('platform'),
  order: integer('sort_order').notNull().default(0),
  ...stamps(),
});
export type ContactItemRow = typeof contactItems.$inferSelect;

export const aboutImages = pgTable('about_images', {
  id: rowId(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  titleBn: text('title_bn'),
  order: integer('sort_order').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  ...stamps(),
});

export const metrics = pgTable('metrics', {
  id: rowId(),
  key: text('key').notNull(),
  title: text('title').notNull(),
  titleBn: text('title_bn'),
  count: integer('count').notNull().default(0),
  displayOrder: integer('display_order').notNull(),
  status: text('status').$type<MetricStatus>().notNull().default('achieved'),
  achievedOn: date('achieved_on'),
  ...stamps(),
});
export type MetricRow = typeof metrics.$inferSelect;

export const stories = pgTable('stories', {
  id: rowId(),
  order: integer('sort_order').notNull(),
  role: text('role').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  shortStory: text('short_story').notNull(),
  fullStory: text('full_story'),
  nameBn: text('name_bn'),
  roleBn: text('role_bn'),
  shortStoryBn: text('short_story_bn'),
  fullStoryBn: text('full_story_bn'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  imageUrl: text('image_url').notNull(),
  ...stamps(),
});

export const faqs = pgTable('faqs', {
  id: rowId(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  questionBn: text('question_bn'),
  answerBn: text('answer_bn'),
  order: integer('sort_order').notNull(),
  ...stamps(),
});

export const investmentPlans = pgTable('investment_plans', {
  id: rowId(),
  title: text('title').notNull(),
  package: text('package').notNull(),
  product: text('product').notNull(),
  description: text('description').notNull(),
  message: text('message'),
  titleBn: text('title_bn'),
  packageBn: text('package_bn'),
  productBn: text('product_bn'),
  descriptionBn: text('description_bn'),
  messageBn: text('message_bn'),
  investmentAmount: numeric('investment_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  investmentProfit: numeric('investment_profit', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  duration: integer('duration').notNull(),
  durationUnit: text('duration_unit').$type<DurationUnit>().notNull().default('Month'),
  amountUnit: text('amount_unit').$type<AmountUnit>().notNull().default('£'),
  isActive: boolean('is_active').notNull().default(true),
  isRevolving: boolean('is_revolving').notNull().default(false),
  revolvingAmount: numeric('revolving_amount', { precision: 14, scale: 2, mode: 'number' }),
  bannerUrl: text('banner_url'),
  order: integer('sort_order').notNull(),
  ...stamps(),
});
export type InvestmentPlanRow = typeof investmentPlans.$inferSelect;

export const teamMembers = pgTable('team_members', {
  id: rowId(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  nameBn: text('name_bn'),
  positionBn: text('position_bn'),
  imageUrl: text('image_url').notNull(),
  gridColumn: integer('grid_column').notNull().default(3),
  order: integer('sort_order').notNull(),
  ...stamps(),
});
