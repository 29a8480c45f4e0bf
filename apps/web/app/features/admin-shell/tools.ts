import {
  BadgeCheck,
  BookCheck,
  Banknote,
  FileSpreadsheet,
  Briefcase,
  CalendarClock,
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
import { ADMIN_TOOLS, hasRole, type AdminTool, type Role, type ToolCategory } from '@app/contract';

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

/** A dashboard tile: the tool's declaration (contract admin-tools.ts) and its icon. */
export type Tool = AdminTool & { icon: LucideIcon };

const TOOL_ICONS: Record<string, LucideIcon> = {
  'about-images': Images,
  stories: SquareLibrary,
  faq: MessageCircleQuestion,
  'investment-plans': PiggyBank,
  team: UsersRound,
  metrics: ChartColumn,
  investments: HandCoins,
  'bank-statements': FileSpreadsheet,
  'payout-batches': Banknote,
  cycles: Sprout,
  rounds: CalendarClock,
  agreement: ScrollText,
  books: BookCheck,
  investors: BadgeCheck,
  'career-posts': Briefcase,
  'job-applications': FileUser,
  'contact-messages': Inbox,
  'contact-info': Phone,
  'trust-pages': Landmark,
  users: ShieldCheck,
};

/** The dashboard tiles of back-office.md §2, in the spec's order; a tool without an icon gets a page. */
export const TOOLS: Tool[] = ADMIN_TOOLS.map((tool) => ({ ...tool, icon: TOOL_ICONS[tool.name] ?? FileText }));

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
