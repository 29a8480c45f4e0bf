import {
  BadgeCheck,
  BookCheck,
  Banknote,
  FileSpreadsheet,
  Briefcase,
  HandCoins,
  Landmark,
  Sprout,
  ChartColumn,
  FileText,
  FileUser,
  Images,
  Inbox,
  type LucideIcon,
  MessageCircleQuestion,
  Phone,
  PiggyBank,
  ScrollText,
  ShieldCheck,
  SquareLibrary,
  UsersRound,
} from 'lucide-react';
import { ADMIN_ROLES, COLLECTIONS, CONTENT_EDITOR_ROLES, hasRole, type Role, type ToolCategory } from '@app/contract';

export const TOOL_CATEGORIES = ['all', 'content', 'analytics', 'finance', 'people', 'communication', 'system'] as const satisfies readonly (
  'all' | ToolCategory
)[];
export const TOOL_CATEGORY_LABELS: Record<(typeof TOOL_CATEGORIES)[number], string> = {
  all: 'All',
  content: 'Content',
  analytics: 'Analytics',
  finance: 'Finance',
  people: 'People',
  communication: 'Communication',
  system: 'System',
};

export type Tool = {
  title: string;
  /** Shorter name for the sidebar. */
  navLabel?: string;
  description: string;
  path: string;
  category: ToolCategory;
  actions: string[];
  icon: LucideIcon;
  /** Who sees the tile (back-office.md §6). */
  roles: readonly Role[];
  /** Place among all tiles, in the spec's order. */
  position: number;
};

/** Icons of the collection tiles; a collection without one gets a page icon. */
const COLLECTION_ICONS: Record<string, LucideIcon> = {
  'about-images': Images,
  stories: SquareLibrary,
  faq: MessageCircleQuestion,
  'investment-plans': PiggyBank,
  team: UsersRound,
};

/** Each collection's tile comes from its declaration: title, path and roles are the admin screen's. */
const collectionTools: Tool[] = COLLECTIONS.map(({ name, roles, admin }) => ({
  ...admin.tile,
  title: admin.title,
  path: admin.path,
  actions: [...(admin.tile.actions ?? ['ADD', 'DELETE', 'UPDATE'])],
  icon: COLLECTION_ICONS[name] ?? FileText,
  roles,
}));

const OTHER_TOOLS: Tool[] = [
  {
    title: 'Company Metrics',
    description: 'Keep the headline numbers up to date: clusters, farmers and investors.',
    path: '/admin/metrics',
    category: 'analytics',
    actions: ['UPDATE'],
    icon: ChartColumn,
    roles: ADMIN_ROLES,
    position: 2,
  },
  {
    title: 'Investments',
    description: 'Investment requests from verified investors: contact, payment, cycle, payout.',
    path: '/admin/investment-requests',
    category: 'finance',
    actions: ['GET', 'UPDATE'],
    icon: HandCoins,
    roles: ADMIN_ROLES,
    position: 6,
  },
  {
    title: 'Bank Statements',
    navLabel: 'Statements',
    description: 'Import the bank export, match credits to investments by reference and record the payments.',
    path: '/admin/ledger/bank-statements',
    category: 'finance',
    actions: ['ADD', 'UPDATE'],
    icon: FileSpreadsheet,
    roles: ADMIN_ROLES,
    position: 6.1,
  },
  {
    title: 'Payout Batches',
    navLabel: 'Payouts',
    description: 'Pay matured investments in one bulk payment: the bank CSV, then mark the batch sent.',
    path: '/admin/ledger/payout-batches',
    category: 'finance',
    actions: ['ADD', 'UPDATE'],
    icon: Banknote,
    roles: ADMIN_ROLES,
    position: 6.2,
  },
  {
    title: 'Farm Cycles',
    navLabel: 'Cycles',
    description: 'Run cycles of each plan: assign investments, post field updates, close with actual results.',
    path: '/admin/cycles',
    category: 'finance',
    actions: ['ADD', 'UPDATE', 'DELETE'],
    icon: Sprout,
    roles: ADMIN_ROLES,
    position: 7,
  },
  {
    title: 'Mudarabah Agreement',
    navLabel: 'Agreement',
    description: 'The agreement investors read and sign with every request: edit the template, each save a new version.',
    path: '/admin/agreement-template',
    category: 'finance',
    actions: ['GET', 'UPDATE'],
    icon: ScrollText,
    roles: ADMIN_ROLES,
    position: 7.5,
  },
  {
    title: 'Books',
    description: 'The ledger checked daily against the investments, and the reconciliation report per plan, cycle and month.',
    path: '/admin/books',
    category: 'finance',
    actions: ['GET'],
    icon: BookCheck,
    roles: ADMIN_ROLES,
    position: 7.6,
  },
  {
    title: 'Investors',
    description: 'Check investor profiles and ID documents; verify or reject them.',
    path: '/admin/investors',
    category: 'people',
    actions: ['GET', 'UPDATE'],
    icon: BadgeCheck,
    roles: ADMIN_ROLES,
    position: 8,
  },
  {
    title: 'Career Listings',
    description: 'Open roles on the careers page, their details and deadlines.',
    path: '/admin/careers/posts',
    category: 'people',
    actions: ['ADD', 'DELETE', 'UPDATE'],
    icon: Briefcase,
    roles: ADMIN_ROLES,
    position: 10,
  },
  {
    title: 'Job Applications',
    description: 'Review applicants, move them through the stages and keep notes.',
    path: '/admin/careers/applications',
    category: 'people',
    actions: ['GET', 'UPDATE', 'DELETE'],
    icon: FileUser,
    roles: ADMIN_ROLES,
    position: 11,
  },
  {
    title: 'Contact Inquiries',
    description: 'Read and answer the messages visitors send.',
    path: '/admin/contact/forms',
    category: 'communication',
    actions: ['GET', 'UPDATE', 'DELETE'],
    icon: Inbox,
    roles: CONTENT_EDITOR_ROLES,
    position: 12,
  },
  {
    title: 'Contact Details',
    description: 'Phones, emails, offices, social links and company information.',
    path: '/admin/contact/info',
    category: 'communication',
    actions: ['GET', 'ADD', 'UPDATE', 'DELETE'],
    icon: Phone,
    roles: CONTENT_EDITOR_ROLES,
    position: 13,
  },
  {
    title: 'Trust Pages',
    description: 'The Shariah compliance and risk pages, and the Shariah adviser.',
    path: '/admin/trust-pages',
    category: 'content',
    actions: ['UPDATE'],
    icon: Landmark,
    roles: CONTENT_EDITOR_ROLES,
    position: 14,
  },
  {
    title: 'Admin Users',
    description: 'Staff accounts, roles, status and verification.',
    path: '/admin/users',
    category: 'system',
    actions: ['GET', 'ADD', 'UPDATE', 'DELETE'],
    icon: ShieldCheck,
    roles: ADMIN_ROLES,
    position: 15,
  },
];

/** The dashboard tiles of back-office.md §2, in the spec's order. */
export const TOOLS: Tool[] = [...collectionTools, ...OTHER_TOOLS].sort((a, b) => a.position - b.position);

/** The tiles a role sees: sixteen for admins, six for moderators, none for employees. */
export const toolsForRole = (role: Role | null | undefined) => TOOLS.filter((tool) => hasRole(role, tool.roles));

/** The spec's action labels (back-office.md, tool cards) in the words a card shows; the labels stay as the card's tooltip. */
const ACTION_WORDS: Record<string, string> = { GET: 'View', ADD: 'Add', UPDATE: 'Edit', DELETE: 'Delete' };
export const actionWord = (action: string) => ACTION_WORDS[action] ?? action;

/** Dashboard search: title, description and actions (the spec's labels or the card's words), case-insensitive. */
export function filterTools(tools: Tool[], search: string, category: (typeof TOOL_CATEGORIES)[number]) {
  const needle = search.trim().toLowerCase();
  return tools.filter(
    (tool) =>
      (category === 'all' || tool.category === category) &&
      (!needle ||
        tool.title.toLowerCase().includes(needle) ||
        tool.description.toLowerCase().includes(needle) ||
        tool.actions.some((action) => action.toLowerCase().includes(needle) || actionWord(action).toLowerCase().includes(needle))),
  );
}
