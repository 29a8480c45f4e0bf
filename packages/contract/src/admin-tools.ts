import { COLLECTIONS } from './collections.ts';
import type { ToolCategory } from './collection.ts';
import { ADMIN_AREA_ROLES, ADMIN_ROLES, CONTENT_EDITOR_ROLES, type Role } from './roles.ts';

/**
 * Where staff work on investments (the spec gives /admin/investments to the plans tool), and one
 * investment's page there: written once for the tool, its links, the dashboard and the mails.
 */
export const STAFF_INVESTMENTS_PATH = '/admin/investment-requests';
export const staffInvestmentPath = (id: string) => `${STAFF_INVESTMENTS_PATH}/${id}`;

/**
 * The back office's tools, declared once: each one's screen path (and the other paths it owns), who
 * may use it, its dashboard tile and the activity-log entities it writes. The admin layout's one
 * guard reads the roles of the path (`adminPathRoles`), the dashboard and the drawer show the tiles,
 * and the activity log shows an entity's entries to its tool's roles (activity.ts).
 */
export type AdminTool = {
  /** The web's key for the tile's icon. */
  name: string;
  title: string;
  /** Shorter name for the sidebar. */
  navLabel?: string;
  description: string;
  path: string;
  /** Other screens of the tool (a create form, a companion list); their sub-paths count too. */
  paths?: readonly string[];
  category: ToolCategory;
  actions: readonly string[];
  /** Who sees the tile and opens the screens (back-office.md §6); the API's routes say the same. */
  roles: readonly Role[];
  /** Place among all tiles, in the spec's order. */
  position: number;
  /** Activity-log entities written by the tool, shown to its roles. Not listed: admins only. */
  entities?: readonly string[];
};

/** Each collection's tool comes from its declaration: title, path, roles and entity are the collection's. */
const collectionTools: AdminTool[] = COLLECTIONS.map(({ name, roles, admin, entity }) => ({
  ...admin.tile,
  name,
  title: admin.title,
  path: admin.path,
  actions: admin.tile.actions ?? ['ADD', 'DELETE', 'UPDATE'],
  roles,
  entities: [entity],
}));

const OTHER_TOOLS: AdminTool[] = [
  {
    name: 'metrics',
    title: 'Company Metrics',
    description: 'Keep the headline numbers up to date: clusters, farmers and investors.',
    path: '/admin/metrics',
    category: 'analytics',
    actions: ['UPDATE'],
    roles: ADMIN_ROLES,
    position: 2,
  },
  {
    name: 'investments',
    title: 'Investments',
    description: 'Investment requests from verified investors: contact, payment, cycle, payout.',
    path: STAFF_INVESTMENTS_PATH,
    category: 'finance',
    actions: ['GET', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 6,
  },
  {
    name: 'bank-statements',
    title: 'Bank Statements',
    navLabel: 'Statements',
    description: 'Import the bank export, match credits to investments by reference and record the payments.',
    path: '/admin/ledger/bank-statements',
    paths: ['/admin/ledger/bank-mappings', '/admin/ledger/bank-accounts'],
    category: 'finance',
    actions: ['ADD', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 6.1,
  },
  {
    name: 'payout-batches',
    title: 'Payout Batches',
    navLabel: 'Payouts',
    description: 'Pay matured investments in one bulk payment: the bank CSV, then mark the batch sent.',
    path: '/admin/ledger/payout-batches',
    category: 'finance',
    actions: ['ADD', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 6.2,
  },
  {
    name: 'cycles',
    title: 'Farm Cycles',
    navLabel: 'Cycles',
    description: 'Run cycles of each plan: assign investments, post field updates, close with actual results.',
    path: '/admin/cycles',
    category: 'finance',
    actions: ['ADD', 'UPDATE', 'DELETE'],
    roles: ADMIN_ROLES,
    position: 7,
  },
  {
    name: 'rounds',
    title: 'Funding Rounds',
    navLabel: 'Rounds',
    description: 'Cycles open for funding: units reserved and paid, waiting lists, and the decision to start, extend or cancel at closing.',
    path: '/admin/rounds',
    category: 'finance',
    actions: ['GET', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 7.1,
  },
  {
    name: 'agreement',
    title: 'Mudarabah Agreement',
    navLabel: 'Agreement',
    description: 'The agreement investors read and sign with every request: edit the template, each save a new version.',
    path: '/admin/agreement-template',
    category: 'finance',
    actions: ['GET', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 7.5,
  },
  {
    name: 'books',
    title: 'Books',
    description: 'The ledger checked daily against the investments, and the reconciliation report per plan, cycle and month.',
    path: '/admin/books',
    category: 'finance',
    actions: ['GET'],
    roles: ADMIN_ROLES,
    position: 7.6,
  },
  {
    name: 'investors',
    title: 'Investors',
    description: 'Check investor profiles and ID documents; verify or reject them.',
    path: '/admin/investors',
    paths: ['/admin/check-questions'],
    category: 'people',
    actions: ['GET', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 8,
  },
  {
    name: 'career-posts',
    title: 'Career Listings',
    description: 'Open roles on the careers page, their details and deadlines.',
    path: '/admin/careers/posts',
    paths: ['/admin/careers/create', '/admin/careers/edit'],
    category: 'people',
    actions: ['ADD', 'DELETE', 'UPDATE'],
    roles: ADMIN_ROLES,
    position: 10,
  },
  {
    name: 'job-applications',
    title: 'Job Applications',
    description: 'Review applicants, move them through the stages and keep notes.',
    path: '/admin/careers/applications',
    category: 'people',
    actions: ['GET', 'UPDATE', 'DELETE'],
    roles: ADMIN_ROLES,
    position: 11,
  },
  {
    name: 'contact-messages',
    title: 'Contact Inquiries',
    description: 'Read and answer the messages visitors send.',
    path: '/admin/contact/forms',
    category: 'communication',
    actions: ['GET', 'UPDATE', 'DELETE'],
    roles: CONTENT_EDITOR_ROLES,
    position: 12,
    entities: ['contact-message'],
  },
  {
    name: 'contact-info',
    title: 'Contact Details',
    description: 'Phones, emails, offices, social links and company information.',
    path: '/admin/contact/info',
    category: 'communication',
    actions: ['GET', 'ADD', 'UPDATE', 'DELETE'],
    roles: CONTENT_EDITOR_ROLES,
    position: 13,
    entities: ['contact-info'],
  },
  {
    name: 'trust-pages',
    title: 'Trust Pages',
    description: 'The Shariah compliance and risk pages, and the Shariah adviser.',
    path: '/admin/trust-pages',
    category: 'content',
    actions: ['UPDATE'],
    roles: CONTENT_EDITOR_ROLES,
    position: 14,
    entities: ['trust-page'],
  },
  {
    name: 'users',
    title: 'Admin Users',
    description: 'Staff accounts, roles, status and verification.',
    path: '/admin/users',
    category: 'system',
    actions: ['GET', 'ADD', 'UPDATE', 'DELETE'],
    roles: ADMIN_ROLES,
    position: 15,
  },
];

/** The dashboard tiles of back-office.md §2, in the spec's order. */
export const ADMIN_TOOLS: readonly AdminTool[] = [...collectionTools, ...OTHER_TOOLS].sort((a, b) => a.position - b.position);

/** Back-office pages that are not tools, with who may open them; any other /admin page is for all staff. */
const ADMIN_PAGES: readonly { path: string; roles: readonly Role[] }[] = [
  { path: '/admin/activity', roles: CONTENT_EDITOR_ROLES },
  /** The managers' work planning (back-office.md §6); every staff member's own plan is /admin/manage-work-plan. */
  { path: '/admin/work-plan', roles: ADMIN_ROLES },
];

const GUARDED_PATHS = [...ADMIN_TOOLS.flatMap((tool) => [tool.path, ...(tool.paths ?? [])].map((path) => ({ path, roles: tool.roles }))), ...ADMIN_PAGES].sort(
  (a, b) => b.path.length - a.path.length,
);

/** Who may open a back-office page: the roles of the tool or page owning the longest matching path. */
export function adminPathRoles(pathname: string): readonly Role[] {
  return GUARDED_PATHS.find((guarded) => pathname === guarded.path || pathname.startsWith(`${guarded.path}/`))?.roles ?? ADMIN_AREA_ROLES;
}
