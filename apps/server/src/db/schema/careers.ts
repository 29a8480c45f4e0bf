import { sql } from 'drizzle-orm';
import { boolean, customType, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps } from './columns.ts';
import type { ApplicationStatus, Language } from '@app/contract';

const textList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

export const careerPosts = pgTable('career_posts', {
  id: rowId(),
  role: text('role').notNull(),
  department: text('department').notNull(),
  location: text('location').notNull(),
  jobType: text('job_type').notNull(),
  vacancy: integer('vacancy').notNull().default(1),
  salary: text('salary').notNull().default(''),
  deadline: text('deadline').notNull(),
  shortDetails: text('short_details').notNull(),
  skills: textList('skills'),
  responsibilities: textList('responsibilities'),
  requirements: textList('requirements'),
  lookingFor: textList('looking_for'),
  weProvide: textList('we_provide'),
  benefits: textList('benefits'),
  applyProcedure: text('apply_procedure').notNull(),
  roleBn: text('role_bn'),
  departmentBn: text('department_bn'),
  locationBn: text('location_bn'),
  jobTypeBn: text('job_type_bn'),
  salaryBn: text('salary_bn'),
  shortDetailsBn: text('short_details_bn'),
  skillsBn: jsonb('skills_bn').$type<string[]>(),
  responsibilitiesBn: jsonb('responsibilities_bn').$type<string[]>(),
  requirementsBn: jsonb('requirements_bn').$type<string[]>(),
  lookingForBn: jsonb('looking_for_bn').$type<string[]>(),
  weProvideBn: jsonb('we_provide_bn').$type<string[]>(),
  benefitsBn: jsonb('benefits_bn').$type<string[]>(),
  applyProcedureBn: text('apply_procedure_bn'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('sort_order').notNull().default(0),
  ...stamps(),
});
export type CareerPostRow = typeof careerPosts.$inferSelect;

/** Also has search_vector, a generated tsvector column (0030_careers.sql) used only in WHERE clauses. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobApplications = pgTable('job_applications', {
  id: rowId(),
  jobPostId: uuid('job_post_id'),
  jobTitle: text('job_title').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  currentCompany: text('current_company').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  message: text('message').notNull().default(''),
  resumeKey: text('resume_key').notNull(),
  resumeName: text('resume_name').notNull(),
  coverLetterKey: text('cover_letter_key'),
  coverLetterName: text('cover_letter_name'),
  status: text('status').$type<ApplicationStatus>().notNull().default('new'),
  /** The language of the page it was sent from (migration 0550): its mails are written in it. */
  language: text('language').$type<Language>().notNull().default('en'),
  submittedAt: ts('submitted_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Written by the database (0030_careers.sql): full name, email and job title for the GIN index. */
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(job_title, ''))`,
  ),
});
export type JobApplicationRow = typeof jobApplications.$inferSelect;

export const applicationNotes = pgTable('application_notes', {
  id: rowId(),
  applicationId: uuid('application_id').notNull(),
  text: text('text').notNull(),
  createdById: uuid('created_by_id'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;

export const applicationEmails = pgTable('application_emails', {
  id: rowId(),
  applicationId: uuid('application_id').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  sentById: uuid('sent_by_id'),
  sentBy: text('sent_by').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
});
export type ApplicationEmailRow = typeof applicationEmails.$inferSelect;
