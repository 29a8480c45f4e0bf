import { z } from 'zod';
import type { Pagination } from './envelope.ts';
import { COLLECTIONS } from './collections.ts';
import { ADMIN_ROLES, CONTENT_EDITOR_ROLES, type Role } from './roles.ts';
import { isRealDate } from './validation.ts';

/** The activity log (who did what, when) and the dashboard summary, shared by server and web. */

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_PAGE_SIZE = 100;
/** How many entries the dashboard's Recent Activity block shows. */
export const RECENT_ACTIVITY_COUNT = 6;

/** One log entry as GET /activity returns it. Dates are ISO strings. */
export type ActivityView = {
  id: string;
  _id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;
  createdAt: string;
};

export type ActivityListResponse = {
  success: true;
  data: ActivityView[];
  pagination: Pagination;
};

/** GET /activity/facets: the values the filters offer. */
export type ActivityFacets = {
  entities: string[];
  actors: { id: string; name: string }[];
};

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
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int()
      .min(1, { error: 'Page must be at least 1' })
      .max(100_000, { error: 'Page must be at most 100000' })
      .default(1),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int()
      .min(1, { error: 'Limit must be at least 1' })
      .max(ACTIVITY_MAX_PAGE_SIZE, { error: `Limit must be at most ${ACTIVITY_MAX_PAGE_SIZE}` })
      .default(ACTIVITY_PAGE_SIZE),
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
  investment: 'Investment',
  cycle: 'Farm cycle',
  'cycle-update': 'Cycle update',
  'trust-page': 'Trust page',
};

/**
 * Who may read log entries about each entity: the roles of the tool the entity belongs to, so the
 * log never shows a role what its tools would not. An entity not listed is admin-only (fail closed).
 */
export const ACTIVITY_ENTITY_ROLES: Record<string, readonly Role[]> = {
  ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.entity, collection.roles])),
  'contact-info': CONTENT_EDITOR_ROLES,
  'contact-message': CONTENT_EDITOR_ROLES,
  'trust-page': CONTENT_EDITOR_ROLES,
};
export const ACTIVITY_DEFAULT_ROLES: readonly Role[] = ADMIN_ROLES;

/** Which entries a role may read: every entity but `hidden`, or only the `visible` ones. */
export function activityScope(role: Role): { kind: 'all-but'; hidden: string[] } | { kind: 'only'; visible: string[] } {
  const entries = Object.entries(ACTIVITY_ENTITY_ROLES);
  if (ACTIVITY_DEFAULT_ROLES.includes(role)) return { kind: 'all-but', hidden: entries.filter(([, roles]) => !roles.includes(role)).map(([entity]) => entity) };
  return { kind: 'only', visible: entries.filter(([, roles]) => roles.includes(role)).map(([entity]) => entity) };
}
export const activityEntityLabel = (entity: string) => ACTIVITY_ENTITY_LABELS[entity] ?? entity;

/** GET /dashboard/summary: the four cards of the dashboard plus the latest activity. */
export type DashboardSummary = {
  /** About images, metrics, stories, FAQs and investment plans. */
  contentItems: number;
  /** Team members, career posts and job applications. */
  peopleManagement: number;
  /** Contact messages and contact details entries. */
  communication: number;
  /** Users whose role is admin, superAdmin or moderator. */
  systemAdmins: number;
  /** The latest activity entries, newest first (empty for roles that may not read the log). */
  recentActivity: ActivityView[];
};
