import { ADMIN_ROLES, CONTENT_EDITOR_ROLES, STAFF_INVESTMENTS_PATH, type Role } from '@app/contract';

/**
 * The staff help page (/admin/help): what each back-office tool is for and how it is used, in a
 * few lines each. Keyed by the tool's path in tools.ts; a test checks every tool has its entry.
 */
export const TOOL_HELP: Record<string, string[]> = {
  '/admin/about-images': [
    'The photos of the gallery on the home page. Add an image with a title; it is resized for phones and screens automatically.',
    'Drag images to change their order. Switch an image off to hide it from the site without deleting it.',
  ],
  '/admin/metrics': [
    'The headline numbers on the home page (clusters, farmers, investors). Edit a card to change its title or count; the key that ties it to the page cannot change.',
    'Say what a number counts in its title (for example "active" or "planned") so it cannot be read against another figure.',
  ],
  '/admin/stories': [
    'Farmer and investor stories on the home page, each with a photo, a role and an optional link.',
    'Sort by Order to see them as the site shows them; search looks in names, roles and story text.',
  ],
  '/admin/faq': [
    'The questions on the home and FAQ pages. Drag a question by its handle to move it; Expand All shows every answer to proof-read them together.',
  ],
  '/admin/investments': [
    'The plans investors can choose: amount per unit, profit share, duration and whether the plan revolves into the next cycle.',
    'An inactive plan stays in past investments and statements but is no longer offered. Changing a plan does not change investments already made (they keep a copy of the plan).',
  ],
  [STAFF_INVESTMENTS_PATH]: [
    'Every investment an investor asks for, moved step by step: Requested, Contacted, Awaiting payment, Active, Matured, Paid out (or Cancelled).',
    'Money follows the ledger on each investment’s page: record the payment received before marking it Active (a partial payment shows as such and does not activate), and the payout before marking it Paid out. Maturing credits the profit or debits the loss. Every entry needs a reason; a mistake is reversed, never edited.',
    'Investments normally mature when their cycle closes. Maturing one by hand that is in no cycle, or before its expected maturity date, asks for a reason, kept on its timeline for staff.',
    'Notes record each call and email.',
  ],
  '/admin/ledger/bank-statements': [
    'Choose the bank account the statement is of, then import the bank\u2019s CSV export (through the bank\u2019s saved layout) or an OFX file. A file with a bad line is refused whole, and lines already imported for that account add nothing again, whatever layout or format carries them. Type the opening and closing balances the statement shows when the file does not state them (OFX files give no opening balance). The summary after the import says how many lines came in, how many duplicates were skipped, how many payments are proposed and how many payout batches the debits settled.',
    'Each credit is checked against the investment its reference names: Exact, Exact with another line (two transfers that together pay it), Partial, Overpaid, Unknown reference, Already paid, Names two investments, Other currency or Payer differs. Tick the lines (or Select all exact, which takes both lines of a pair) and confirm: each becomes a payment, and fully paid investments become Active with a mail to the investor. Assign the lines that name no investment, or two; ignore the rest.',
  ],
  '/admin/ledger/payout-batches': [
    'Choose matured investments to pay: each shows its payee\u2019s account (masked) and the amount the ledger holds. Payees without an account, or with one changed in the last 72 hours, cannot be paid yet.',
    'Download the bank\u2019s files for the bulk payment: \u201cUK Bacs CSV\u201d for payees with a sort code and account number, \u201cInternational CSV\u201d for payees with an IBAN (each only when the batch has such payees; names and references in the bank\u2019s characters). When the bank has sent it, mark the batch sent (or import the statement showing the debits): each investment is paid out and its investor mailed.',
  ],
  '/admin/cycles': [
    'A cycle is one run of a plan on the farms (for example one batch of broiler chickens). Assign active investments to it and post field updates investors see in their portfolio.',
    'Close a cycle with its actual results: they feed the investors\u2019 statements and the public track record.',
    'The close dialog warns when units are not assigned to any investment or when the cycle closes before its expected end; tick the box to confirm you have checked.',
    'Type the costs line by line (what it was and the amount): Add a cost line adds a row and puts the cursor in it, the bin removes one, and the total shows under them. The lines are kept and shown to investors in the cycle\u2019s account.',
    'A closed cycle\u2019s page shows its account: revenue, each cost, the halves, the result per unit exact and credited, what investors were credited, the pence rounding left over (to the partner farmer) and the share of units nobody bought (the venture\u2019s). Both are recorded in the cycle\u2019s ledger at the close.',
  ],
  '/admin/rounds': [
    'A round is a cycle open for funding: investors reserve units until the round closes or is fully reserved, and pay within the days their request states. Open one from the cycle form (Open for funding: the minimum to go ahead, and the days the round opens and closes).',
    'The list shows each round\u2019s units reserved, paid and left, its minimum and closing day, its waiting list, refunds due (a cancelled round\u2019s money still held) and reservations not yet paid. Filter it by plan or status.',
    'On its closing day, decide on the round\u2019s page: Start the cycle when the paid units reach the minimum (unpaid reservations are cancelled), Extend once below the minimum, or Cancel the round and refund every paid investment through a payout batch. Investors are mailed each decision.',
  ],
  '/admin/agreement-template': [
    'The Mudarabah agreement every investor reads and signs with a request. Placeholders in double braces, such as {{investor.legalName}}, are filled from the request and the verified profile.',
    'Each save is a new version; investors sign the newest. Agreements already accepted never change: their PDF was stored when they were signed.',
  ],
  '/admin/books': [
    'The books check runs every day and when you press Run the books check: each investment’s ledger must agree with its status, each closed cycle must have credited exactly its investors’ share and account for all of its investors’ half (credited, left over by rounding or the unsold units’ share), and money in minus money out must equal the money held per plan and cycle.',
    'A difference links to the investment or cycle it is about; correct it there by recording the missing money or reversing a wrong entry. The reconciliation report shows money in, profit, money out and held per plan, cycle or month, and exports as CSV.',
    'Against the bank: each statement’s opening balance plus its lines must make its closing balance (a break shows the difference) and equal the previous statement’s closing balance (a gap means a statement is missing), and the report’s money in and out must lead from the accounts’ earliest opening balance to their latest closing balance.',
  ],
  '/admin/investors': [
    'Investors send their profile and ID documents before they can invest. The investor\u2019s page shows the document (an image, or the PDF in a frame) with its download. Verify is enabled once you have opened the document (we record who opened it) and ticked the four checks: the name and date of birth match the profile, a photo is present and clear, the document has not expired. Add a note if useful: the checks and the note are kept with the decision in the verification history. Reject with a reason the investor is told.',
    'The verification history shows each submission and review with what changed since the last review. A warning shows when the legal name is not the account name.',
    'Suspend a verified investor with a reason (they are emailed and cannot place new requests) and reinstate them when it is resolved.',
    'Each investor also declares their investor category and passes the appropriateness check before a first investment; the investor page shows both with their dates. Edit the check\u2019s questions from Appropriateness questions, and export everyone\u2019s categories and checks as CSV.',
  ],
  '/admin/team': ['The people on the team page. Drag to reorder, and use the left and right buttons (columns 1 to 5) to place each person in the grid.'],
  '/admin/careers/posts': [
    'Job posts on the careers page. A post takes applications while it is active; deactivate it to stop new applications without losing the ones received.',
  ],
  '/admin/careers/applications': [
    'Applications with their CV and cover letter (only staff can download them). Move an applicant through New, Reviewing, Interviewed, Offered or Rejected, one at a time or in bulk.',
    'Keep notes on each applicant, and use Email Applicant to write to them.',
  ],
  '/admin/contact/forms': [
    'Messages visitors send from the contact page. Opening one marks it read; Use Template starts a polite reply you can edit before sending.',
    'A message that has been answered shows the reply under it and cannot be answered twice.',
  ],
  '/admin/contact/info': [
    'The phones, emails, offices, social links and company details shown in the site footer and on the contact page (at most 5 phones and 5 emails).',
    'Each item saves with its own Save button. Drag items to change the order the site lists them in, then press Save Changes to save the new order.',
  ],
  '/admin/trust-pages': [
    'The Shariah compliance and risk pages. Administrators also enter the Shariah adviser with their certificate (PDF); until then /shariah says that no certificate has been issued. Changes show on the public pages at once.',
  ],
  '/admin/users': [
    'Staff and investor accounts: create them, change role or status, verify an email address by hand and send a password reset.',
    'Only a Super Admin can create Super Admin accounts, edit a Super Admin or delete accounts.',
  ],
};

/** What a role may do, in one sentence, at the top of the help page. */
export const ROLE_HELP: Partial<Record<Role, string>> = {
  superAdmin: 'You can use every tool below. You are also the only role that can create Super Admin accounts and delete accounts.',
  admin: 'You can use every tool below and review everyone\u2019s work plans. Super Admin accounts can only be changed by a Super Admin.',
  moderator: 'You look after the public content (gallery, stories, FAQ, trust pages) and the contact messages and details, and you keep your own work plan.',
  employee: 'You plan your month, check in every working day and read your manager\u2019s feedback in My Work Plan. Ask an admin if you need another tool.',
};

/** Pages every staff member has, besides the tools. */
export const COMMON_HELP: { title: string; path: string; roles: readonly Role[] | 'all'; text: string }[] = [
  {
    title: 'My Work Plan',
    path: '/admin/manage-work-plan',
    roles: 'all',
    text: 'Add the tasks of each week of the month and submit the plan for approval; after that, check in every working day with what you planned and what you got done.',
  },
  {
    title: 'Team Work Plans',
    path: '/admin/work-plan',
    roles: ADMIN_ROLES,
    text: 'Everyone\u2019s plans, check-ins and scores. Approve a submitted plan or ask for changes, and leave feedback for a week or the whole month.',
  },
  {
    title: 'Activity Log',
    path: '/admin/activity',
    roles: CONTENT_EDITOR_ROLES,
    text: 'Every change made in the back office: who made it, when, and what changed.',
  },
  {
    title: 'Your profile and password',
    path: '/profile',
    roles: 'all',
    text: 'Open the menu with your name at the top right to see or edit your profile and to change your password.',
  },
];
