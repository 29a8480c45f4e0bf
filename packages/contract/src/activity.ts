import { z } from 'zod';
import { pagedResponse, type Pagination } from './envelope.ts';
import { COLLECTIONS } from './collections.ts';
import { ADMIN_ROLES, type Role } from './roles.ts';
import { ADMIN_TOOLS } from './admin-tools.ts';
import { isRealDate } from './validation.ts';
import { pageQuery } from './pagination.ts';
import { ids } from './content-fields.ts';

/** The activity log (who did what, when) and the dashboard summary, shared by server and web. */

export const ACTIVITY_PAGE_SIZE = 20;
/** How many entries the dashboard's Recent Activity block shows. */
export const RECENT_ACTIVITY_COUNT = 6;

/** One log entry as GET /activity returns it. Dates are ISO strings. */
export const activityView = z.object({
  ...ids,
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  changes: z.object({ before: z.record(z.string(), z.unknown()).optional(), after: z.record(z.string(), z.unknown()).optional() }).nullable(),
  createdAt: z.string(),
});
export type ActivityView = z.infer<typeof activityView>;

/** GET /activity: one page of the log. */
export const activityListResponse = pagedResponse(activityView);
export type ActivityListResponse = { success: true; data: ActivityView[]; pagination: Pagination };

/** GET /activity/facets: the values the filters offer. */
export const activityFacetsView = z.object({ entities: z.array(z.string()), actors: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ActivityFacets = z.infer<typeof activityFacetsView>;

const dateOnly = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isRealDate(value), {
      error: message,
    });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Query of GET /activity: actor (user id), entity, from/to (YYYY-MM-DD, inclusive days), page, limit. */
export const activityQuerySchema = z
  .object({
    actor: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || uuidPattern.test(value), { error: 'Choose a valid person' }),
    entity: z
      .string()
      .trim()
      .max(60, { error: 'Choose a valid entity' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    from: dateOnly('Enter a valid start date'),
    to: dateOnly('Enter a valid end date'),
    ...pageQuery(ACTIVITY_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** Readable names of the logged entities, for filters and badges; unknown ones show as written. */
export const ACTIVITY_ENTITY_LABELS: Record<string, string> = {
  ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.entity, collection.entityLabel])),
  metric: 'Metric',
  'career-post': 'Career post',
  'job-application': 'Job application',
  'application-note': 'Application note',
  'contact-info': 'Contact details',
  'contact-message': 'Contact message',
  user: 'User',
  'work-plan': 'Work plan',
  'work-plan-feedback': 'Work plan feedback',
  'work-plan-settings': 'Work plan settings',
  'security-settings': 'Security settings',
  auth: 'Sign-in',
  investor: 'Investor',
  'payout-account': 'Payout account',
  investment: 'Investment',
  'agreement-template': 'Agreement template',
  cycle: 'Farm cycle',
  'field-assignment': 'Field officer assignment',
  'field-record': 'Field record',
  'field-photo': 'Field photo',
  'cycle-update': 'Cycle update',
  'trust-page': 'Trust page',
  'shariah-adviser': 'Shariah adviser',
  'bank-mapping': 'Bank statement layout',
  'bank-statement': 'Bank statement',
  'payout-batch': 'Payout batch',
  'check-question': 'Appropriateness question',
};

/**
 * Who may read log entries about each entity: the roles of the tool the entity belongs to, so the
 * log never shows a role what its tools would not. An entity not listed is admin-only (fail closed).
 */
export const ACTIVITY_ENTITY_ROLES: Record<string, readonly Role[]> = Object.fromEntries(
  ADMIN_TOOLS.flatMap((tool) => (tool.entities ?? []).map((entity) => [entity, tool.roles])),
);
export const ACTIVITY_DEFAULT_ROLES: readonly Role[] = ADMIN_ROLES;

/** Which entries a role may read: every entity but `hidden`, or only the `visible` ones. */
export function activityScope(role: Role): { kind: 'all-but'; hidden: string[] } | { kind: 'only'; visible: string[] } {
  const entries = Object.entries(ACTIVITY_ENTITY_ROLES);
  if (ACTIVITY_DEFAULT_ROLES.includes(role)) return { kind: 'all-but', hidden: entries.filter(([, roles]) => !roles.includes(role)).map(([entity]) => entity) };
  return { kind: 'only', visible: entries.filter(([, roles]) => roles.includes(role)).map(([entity]) => entity) };
}
export const activityEntityLabel = (entity: string) => ACTIVITY_ENTITY_LABELS[entity] ?? entity;

/** GET /dashboard/summary: the four cards of the dashboard plus the latest activity. */
export const DASHBOARD_COUNTS = ['contentItems', 'peopleManagement', 'communication', 'systemAdmins'] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

export const dashboardSummaryView = z.object({
  /** About images, metrics, stories, FAQs and investment plans. */
  contentItems: z.number().int(),
  /** Team members, career posts and job applications. */
  peopleManagement: z.number().int(),
  /** Contact messages and contact details entries. */
  communication: z.number().int(),
  /** Users whose role is admin, superAdmin or moderator. */
  systemAdmins: z.number().int(),
  /** The latest activity entries, newest first (empty for roles that may not read the log). */
  recentActivity: z.array(activityView),
  /** The cards whose count is the database's estimate (a table past EXACT_COUNT_LIMIT rows), shown as "about N". */
  estimated: z.array(z.enum(DASHBOARD_COUNTS)),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryView>;

// ------------------------------------------------------------------ summaries

/** The label of every field of a content collection's admin form, by field name. */
function collectionFieldLabels(collection: (typeof COLLECTIONS)[number]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const row of collection.admin.fields) for (const field of [row].flat()) labels[String(field.name)] = field.label;
  if (collection.image) labels.image = collection.image.label;
  return labels;
}

/**
 * The words for the fields an entry lists as changed, by entity: the content collections' come from
 * their admin forms; the others are declared here. A field without a label (a derived figure such
 * as a cycle's net profit) is recorded in the entry's changes but not named in its summary.
 */
export const ACTIVITY_FIELD_LABELS: Record<string, Record<string, string>> = {
  ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.entity, collectionFieldLabels(collection)])),
  metric: { title: 'Title', count: 'Count', status: 'Status' },
  cycle: {
    planId: 'Plan',
    name: 'Name',
    location: 'Location',
    startDate: 'Start date',
    expectedEndDate: 'Expected end date',
    units: 'Units',
    minimumUnits: 'Minimum to go ahead',
    fundingOpensOn: 'Round opens',
    fundingClosesOn: 'Round closes',
    closedOn: 'Closing date',
    saleRevenuePence: 'Sale revenue',
    costsPence: 'Costs',
    costLines: 'Cost lines',
    animalsSold: 'Animals sold',
    animalsLost: 'Animals lost',
    poishaPerPound: 'Exchange rate (taka per £1)',
  },
  user: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    userRole: 'Role',
    userStatus: 'Status',
    department: 'Department',
    designation: 'Designation',
    employeeId: 'Employee ID',
    joiningDate: 'Joining date',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    bloodGroup: 'Blood group',
    address: 'Address',
    emergencyContact: 'Emergency contact',
    customerType: 'Customer type',
    company: 'Company',
    vatNumber: 'VAT number',
    nidNumber: 'NID number',
    nidVerified: 'NID verified',
    isVerified: 'Email verified',
  },
  'career-post': {
    role: 'Role',
    department: 'Department',
    location: 'Location',
    jobType: 'Job type',
    deadline: 'Deadline',
    shortDetails: 'Short details',
    applyProcedure: 'How to apply',
    salary: 'Salary',
    vacancy: 'Vacancies',
    skills: 'Skills',
    responsibilities: 'Responsibilities',
    requirements: 'Requirements',
    lookingFor: 'Who we are looking for',
    weProvide: 'What we provide',
    benefits: 'Benefits',
    isActive: 'Active',
  },
  'work-plan-settings': {
    deadlineDay: 'Workplan deadline',
    reminderDays: 'Reminder',
    lockout: 'Lockout',
    dailyDeadlineHour: 'Daily deadline',
    minimumTasks: 'Minimum tasks per week',
    allowUnplannedTasks: 'Unplanned tasks',
    performanceCalculation: 'Performance calculation',
    points: 'Points',
  },
  'trust-page': {
    title: 'Title',
    intro: 'Introduction',
    sections: 'Sections',
  },
  'shariah-adviser': {
    name: 'Name',
    qualifications: 'Qualifications',
    certificateReference: 'Certificate reference',
    certifiedOn: 'Certificate date',
    certificate: 'Certificate',
  },
  'contact-info': { phones: 'Phone numbers', emails: 'Email addresses', offices: 'Offices', socials: 'Social links', companyInfo: 'Company information' },
};

/** Field names compare without case, "_" or "-": a row's shortStory is the form's short_story. */
const fieldKey = (name: string) => name.replace(/[_-]/g, '').toLowerCase();
/** A label inside a sentence: "Closing date" -> "closing date"; "VAT number" and "NID verified" keep their capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** The labels of the changed fields an entry names, in the order they were recorded. */
export function changedFieldLabels(entity: string, changes: { after?: Record<string, unknown> } | null | undefined): string[] {
  const declared = ACTIVITY_FIELD_LABELS[entity] ?? {};
  const labels = new Map(Object.entries(declared).map(([name, label]) => [fieldKey(name), label]));
  const named = Object.keys(changes?.after ?? {})
    .map((name) => labels.get(fieldKey(name)))
    .filter((label): label is string => Boolean(label));
  return [...new Set(named)].map(inSentence);
}

/** Entries that edit an existing record name the fields they changed; creates, deletes and status moves say it all already. */
const LISTS_CHANGES = new Set(['update', 'close']);

/**
 * The one sentence an activity entry shows: the module's sentence in the product's words (money
 * through formatMoney, dates through formatDate, counts through countOf), then, for edits, the
 * changed fields by their labels: "Closed cycle “Qurbani 2027 B”: £220 per unit to investors;
 * changed: closing date, sale revenue, costs, animals sold, animals lost".
 */
export function activitySummary(entry: { action: string; entity: string; summary: string; changes?: { after?: Record<string, unknown> } | null }): string {
  if (!LISTS_CHANGES.has(entry.action)) return entry.summary;
  const changed = changedFieldLabels(entry.entity, entry.changes);
  return changed.length ? `${entry.summary}; changed: ${changed.join(', ')}` : entry.summary;
}
