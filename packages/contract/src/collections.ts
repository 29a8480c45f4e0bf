import { defineCollection, type Collection, type CollectionMessages } from './collection.ts';
import {
  ABOUT_IMAGE_TITLE_MAX,
  aboutImageSchema,
  AMOUNT_UNIT_LABELS,
  AMOUNT_UNITS,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  DURATION_UNITS,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  faqSchema,
  investmentPlanSchema,
  investmentPlanUpdateSchema,
  PLAN_BANNER_MAX_BYTES,
  STORY_LINK_DISPLAY_MAX,
  STORY_SHORT_MAX,
  storySchema,
  TEAM_COLUMN_DEFAULT,
  TEAM_COLUMN_MAX,
  TEAM_COLUMN_MIN,
  TEAM_PHOTO_MAX_BYTES,
  teamMemberSchema,
  type AboutImage,
  type AboutImageInput,
  type Faq,
  type FaqInput,
  type InvestmentPlan,
  type InvestmentPlanInput,
  type Story,
  type StoryInput,
  type TeamMember,
  type TeamMemberInput,
} from './content.ts';
import { ADMIN_ROLES, CONTENT_EDITOR_ROLES } from './roles.ts';

/**
 * The public-content collections (back-office.md §2-§8), each declared once. Adding one: declare it
 * here and in COLLECTIONS, give it a server module and a migration (see ARCHITECTURE.md).
 */

const displayOrder = { name: 'order', label: 'Display order', kind: 'number' } as const;

/** back-office.md §8 words a collection's messages alike: "FAQ added successfully", "Failed to add FAQ", "Error fetching FAQs". */
const messagesOf = (one: string, noun: string, many: string, irregular: Partial<CollectionMessages> = {}): CollectionMessages => ({
  added: `${one} added successfully`,
  updated: `${one} updated successfully`,
  deleted: `${one} deleted successfully`,
  reordered: `${one} order updated`,
  notFound: `${one} not found`,
  fetchFailed: `Error fetching ${many}`,
  addFailed: `Failed to add ${noun}`,
  updateFailed: `Failed to update ${noun}`,
  deleteFailed: `Failed to delete ${noun}`,
  reorderFailed: `Failed to update ${noun} order`,
  ...irregular,
});

export const aboutImagesCollection = defineCollection<AboutImage, AboutImageInput>({
  name: 'about-images',
  entity: 'about-image',
  entityLabel: 'About image',
  path: '/about/images',
  readOne: false,
  reorder: { path: '/about/images/order', key: 'images' },
  roles: CONTENT_EDITOR_ROLES,
  schema: aboutImageSchema,
  image: {
    label: 'Image',
    required: true,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    tooLargeMessage: CONTENT_MESSAGES.contentImageTooLarge,
    guidance: 'Landscape photos look best (about 3:2).',
    shape: 'photo',
  },
  search: ['title'],
  messages: messagesOf('Image', 'image', 'images', { reordered: 'Gallery order updated', reorderFailed: 'Failed to update gallery order' }),
  admin: {
    path: '/admin/about-images',
    title: 'About Image Management',
    description: 'Photos of the about-page slider. Drag to reorder; disabled images stay here but leave the public slider.',
    one: 'image',
    many: 'images',
    addLabel: 'Add Image',
    formTitle: { add: 'Add Image' },
    formNote: 'New images join the end of the about-page slider.',
    searchPlaceholder: 'Search images by title',
    emptyHint: 'Add photos of the farms, the clusters and the people.',
    deleteQuestion: 'Are you sure you want to delete this image? This cannot be undone.',
    layout: 'grid',
    itemTitle: 'title',
    itemImage: 'image',
    columns: [{ kind: 'flag', field: 'disabled', label: 'Status', on: 'Disabled', off: 'Enabled', onTone: 'gray', offTone: 'green' }],
    fields: [{ name: 'title', label: 'Title', required: true, maxLength: ABOUT_IMAGE_TITLE_MAX }],
    tile: {
      navLabel: 'About Images',
      description: 'Upload, order and switch on or off the photos of the about-page gallery.',
      category: 'content',
      position: 1,
    },
  },
});
/** back-office.md §8: the gallery's own status messages. */
export const ABOUT_IMAGE_MESSAGES = {
  enabled: 'Image enabled successfully',
  disabled: 'Image disabled successfully',
  toggleFailed: 'Failed to toggle image status',
} as const;

export const storiesCollection = defineCollection<Story, StoryInput>({
  name: 'stories',
  entity: 'story',
  entityLabel: 'Story',
  path: '/ourStories/stories',
  readOne: true,
  roles: CONTENT_EDITOR_ROLES,
  schema: storySchema,
  aliases: { shortStory: 'short_story', fullStory: 'full_story', 'tags[]': 'tags' },
  image: {
    label: 'Image',
    required: true,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    tooLargeMessage: CONTENT_MESSAGES.contentImageTooLarge,
    guidance: 'A portrait or landscape photo of the person.',
    shape: 'wide',
  },
  search: ['name', 'role', 'short_story'],
  messages: messagesOf('Story', 'story', 'stories', { saveFailed: 'Error saving story. Please try again.' }),
  admin: {
    path: '/admin/stories',
    title: 'Our Stories',
    description: 'Stories from farmers and investors, shown on the public site.',
    one: 'story',
    many: 'stories',
    addLabel: 'Add New Story',
    submitLabel: 'Add Story',
    formTitle: { add: 'Add New Story', edit: 'Edit Story' },
    wideForm: true,
    searchPlaceholder: 'Search by name, role or story',
    emptyHint: 'Share how a farmer or an investor got on.',
    deleteQuestion: 'Are you sure you want to delete this story? This cannot be undone.',
    itemTitle: 'name',
    itemSubtitle: ['role'],
    itemImage: 'image',
    columns: [
      { kind: 'date', field: 'publishedDate', label: 'Published' },
      { kind: 'paragraph', field: 'short_story', label: 'Short story' },
      { kind: 'link', field: 'url', label: 'Link', max: STORY_LINK_DISPLAY_MAX },
      { kind: 'tags', field: 'tags', label: 'Tags' },
    ],
    fields: [
      [
        { name: 'name', label: 'Name', required: true },
        { name: 'role', label: 'Role', required: true, hint: 'e.g. Investor, London or Dairy farmer, Sirajganj' },
      ],
      {
        name: 'url',
        label: 'Link',
        kind: 'url',
        required: true,
        hint: 'Where the full story lives, starting with http:// or https://',
        placeholder: 'https://',
      },
      { name: 'short_story', label: 'Short story', kind: 'textarea', rows: 3, required: true, maxLength: STORY_SHORT_MAX },
      { name: 'full_story', label: 'Full story', kind: 'textarea', rows: 5, clearable: true },
      [{ name: 'tags', label: 'Tags', kind: 'tags', hint: 'Separate tags with commas', placeholder: 'dairy, investor' }, displayOrder],
    ],
    tile: { description: 'Publish farmer and investor stories with photos and links.', category: 'content', position: 3 },
  },
});

export const faqCollection = defineCollection<Faq, FaqInput>({
  name: 'faq',
  entity: 'faq',
  entityLabel: 'FAQ',
  path: '/faq/faqs',
  readOne: true,
  reorder: { path: '/faq/faqs-order', key: 'faqs' },
  roles: CONTENT_EDITOR_ROLES,
  schema: faqSchema,
  search: ['question', 'answer'],
  messages: messagesOf('FAQ', 'FAQ', 'FAQs'),
  admin: {
    path: '/admin/faq',
    title: 'FAQ Management',
    description: 'The questions and answers on the home page. Drag a question by its handle to change the order.',
    one: 'FAQ',
    many: 'FAQs',
    addLabel: 'Add FAQ',
    formTitle: { add: 'Add FAQ', edit: 'Edit FAQ' },
    formNote: 'Questions show on the home page in the order of this list.',
    searchPlaceholder: 'Search questions and answers',
    emptyHint: 'Add the first question investors ask.',
    deleteQuestion: 'Are you sure you want to delete this FAQ? It disappears from the home page at once.',
    itemTitle: 'question',
    detail: [{ kind: 'paragraph', field: 'answer', label: 'Answer' }],
    fields: [
      { name: 'question', label: 'Question', kind: 'textarea', rows: 2, required: true, maxLength: FAQ_QUESTION_MAX },
      { name: 'answer', label: 'Answer', kind: 'textarea', rows: 7, required: true, maxLength: FAQ_ANSWER_MAX },
    ],
    tile: { navLabel: 'FAQ', description: 'Write and order the questions investors ask most.', category: 'content', position: 4 },
  },
});

export const investmentPlansCollection = defineCollection<InvestmentPlan, InvestmentPlanInput>({
  name: 'investment-plans',
  entity: 'investment-plan',
  entityLabel: 'Investment plan',
  path: '/investment/plans',
  readOne: true,
  reorder: { path: '/investment/plans-order', key: 'plans' },
  roles: ADMIN_ROLES,
  schema: investmentPlanSchema,
  updateSchema: investmentPlanUpdateSchema,
  image: {
    label: 'Banner image',
    required: false,
    maxBytes: PLAN_BANNER_MAX_BYTES,
    tooLargeMessage: CONTENT_MESSAGES.planBannerTooLarge,
    guidance: '16:9 banner, max 1MB.',
    shape: 'wide',
  },
  search: ['title', 'package', 'product', 'description'],
  messages: messagesOf('Investment plan', 'investment plan', 'investment plans', { addFailed: 'Failed to add plan', updateFailed: 'Failed to update plan' }),
  admin: {
    path: '/admin/investments',
    title: 'Investment Plans',
    description: 'The plans investors can choose. Drag by the handle to set the order on the investment page.',
    one: 'investment plan',
    many: 'investment plans',
    addLabel: 'Add Plan',
    formTitle: { add: 'Add Investment Plan', edit: 'Edit Investment Plan' },
    wideForm: true,
    searchPlaceholder: 'Search title, package or product',
    emptyHint: 'Add the first plan investors can choose.',
    deleteQuestion: 'Are you sure you want to delete this investment plan? This cannot be undone.',
    itemTitle: 'title',
    itemSubtitle: ['package', 'product'],
    itemImage: 'bannerUrl',
    columns: [
      { kind: 'flag', field: 'isActive', label: 'Status', on: 'Active', off: 'Inactive', onTone: 'green' },
      { kind: 'flag', field: 'isRevolving', label: 'Revolving', on: 'Revolving', off: '', onTone: 'teal' },
      { kind: 'money', field: 'investmentAmount', unit: 'amountUnit', label: 'Investment' },
    ],
    detail: [
      { kind: 'money', field: 'investmentAmount', unit: 'amountUnit', label: 'Investment' },
      { kind: 'money', field: 'investmentProfit', unit: 'amountUnit', label: 'Profit' },
      { kind: 'quantity', field: 'duration', unit: 'durationUnit', label: 'Duration' },
      { kind: 'money', field: 'revolvingAmount', unit: 'amountUnit', label: 'Revolving amount', when: 'isRevolving', empty: 'Not revolving' },
      { kind: 'paragraph', field: 'description', label: 'Description' },
      { kind: 'paragraph', field: 'message', label: 'Extra note' },
      { kind: 'date', field: 'updatedTime', label: 'Last updated' },
    ],
    filter: {
      label: 'Filter plans',
      field: 'isRevolving',
      options: [
        { value: 'all', label: 'All Plans' },
        { value: 'revolving', label: 'Revolving Plans', equals: true },
        { value: 'fixed', label: 'Non-Revolving Plans', equals: false },
      ],
    },
    fields: [
      [
        { name: 'title', label: 'Title', required: true },
        { name: 'package', label: 'Package', required: true, placeholder: 'e.g. Cattle Fattening' },
        { name: 'product', label: 'Product', required: true, placeholder: 'e.g. Bull' },
      ],
      { name: 'description', label: 'Description', kind: 'textarea', rows: 4, required: true },
      { name: 'message', label: 'Extra note', hint: 'Optional, shown under the plan.', clearable: true },
      [
        {
          name: 'amountUnit',
          label: 'Amount unit',
          kind: 'select',
          options: AMOUNT_UNITS.map((unit) => ({ value: unit, label: AMOUNT_UNIT_LABELS[unit] })),
          initial: AMOUNT_UNITS[0],
        },
        { name: 'investmentAmount', label: 'Investment amount', kind: 'amount', unit: 'amountUnit', required: true },
        { name: 'investmentProfit', label: 'Investment profit', kind: 'amount', unit: 'amountUnit', required: true },
      ],
      [
        { name: 'duration', label: 'Duration', kind: 'number', required: true, initial: 1 },
        {
          name: 'durationUnit',
          label: 'Duration unit',
          kind: 'select',
          options: DURATION_UNITS.map((unit) => ({ value: unit, label: unit })),
          initial: 'Month',
        },
        { name: 'isActive', label: 'Active', kind: 'checkbox', initial: true },
        { name: 'isRevolving', label: 'Revolving', kind: 'checkbox', initial: false },
      ],
      { name: 'revolvingAmount', label: 'Revolving amount', kind: 'amount', unit: 'amountUnit', required: true, when: 'isRevolving' },
    ],
    tile: { description: 'Packages, amounts, profit, duration and revolving options.', category: 'finance', position: 5 },
  },
});

export const teamCollection = defineCollection<TeamMember, TeamMemberInput>({
  name: 'team',
  entity: 'team-member',
  entityLabel: 'Team member',
  path: '/team/members',
  readOne: true,
  reorder: { path: '/team/members-order', key: 'members' },
  roles: ADMIN_ROLES,
  schema: teamMemberSchema,
  image: {
    label: 'Photo',
    required: true,
    maxBytes: TEAM_PHOTO_MAX_BYTES,
    tooLargeMessage: CONTENT_MESSAGES.teamPhotoTooLarge,
    guidance: 'Square photo, 400x400 px.',
    shape: 'square',
  },
  search: ['name', 'position'],
  messages: messagesOf('Team member', 'team member', 'team members'),
  admin: {
    path: '/admin/team',
    title: 'Team Members',
    description: 'The people on the about page. Drag to set the order; move left or right to change their column.',
    one: 'team member',
    many: 'team members',
    addLabel: 'Add Member',
    formTitle: { add: 'Add Team Member', edit: 'Edit Team Member' },
    wideForm: true,
    searchPlaceholder: 'Search by name or position',
    emptyHint: 'Add the people investors will meet.',
    deleteQuestion: 'Are you sure you want to delete this team member? Their photo is removed too.',
    itemTitle: 'name',
    itemSubtitle: ['position'],
    itemImage: 'image',
    columns: [{ kind: 'custom', name: 'column', label: 'Grid column' }],
    detail: [
      { kind: 'text', field: 'order', label: 'Display order' },
      { kind: 'text', field: 'gridColumn', label: 'Grid column' },
      { kind: 'date', field: 'createdAt', label: 'Added' },
      { kind: 'date', field: 'updatedAt', label: 'Last updated' },
    ],
    fields: [
      [
        { name: 'name', label: 'Name', required: true },
        { name: 'position', label: 'Position', required: true },
      ],
      [
        {
          name: 'gridColumn',
          label: 'Grid column',
          kind: 'choice',
          options: Array.from({ length: TEAM_COLUMN_MAX - TEAM_COLUMN_MIN + 1 }, (_, i) => ({
            value: TEAM_COLUMN_MIN + i,
            label: String(TEAM_COLUMN_MIN + i),
          })),
          initial: TEAM_COLUMN_DEFAULT,
        },
        displayOrder,
      ],
    ],
    tile: { description: 'The people on the about page and where they sit in the grid.', category: 'people', position: 9 },
  },
});
/** back-office.md §8: moving a member between the grid's columns. */
export const TEAM_MESSAGES = {
  moved: (name: string, column: number) => `Moved ${name} to Column ${column}`,
  moveFailed: 'Failed to move team member',
} as const;

/** Any declaration: the list holds collections of different item and input types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list: each entry keeps its own types where it is declared
export type AnyCollection = Collection<any, any>;

/** Every collection, in the dashboard's order. */
export const COLLECTIONS: readonly AnyCollection[] = [aboutImagesCollection, storiesCollection, faqCollection, investmentPlansCollection, teamCollection];
