import { z } from 'zod';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';

/**
 * Four eyes (issue 45): when the site has two or more admins, closing a cycle and sending a payout
 * batch are asked for by one admin and carried out only when another approves. With one admin the
 * action runs at once.
 */
export const { values: APPROVAL_KINDS, labels: APPROVAL_KIND_LABELS } = labelled({
  'cycle-close': 'Close a cycle',
  'payout-batch-send': 'Send a payout batch',
});
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const { values: APPROVAL_STATUSES, labels: APPROVAL_STATUS_LABELS } = labelled({
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
});
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How many admins make a second pair of eyes required. */
export const FOUR_EYES_ADMINS = 2;

export const APPROVAL_MESSAGES = {
  requested: 'Sent to another admin for approval: nothing changes until they approve',
  approved: 'Approved and carried out',
  rejected: 'Request rejected: nothing was changed',
  withdrawn: 'Request withdrawn',
  notFound: notFoundMessage('Approval request'),
  alreadyDecided: 'This request has already been approved, rejected or withdrawn',
  alreadyPending: 'A request for this is already waiting for another admin',
  ownRequest: 'Another admin must approve or reject your request; you can withdraw it',
  notRequester: 'Only the admin who asked can withdraw this request',
} as const;

export const approvalView = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  subjectId: z.string(),
  /** What the approval will run with, exactly as it was asked for. */
  payload: z.record(z.string(), z.unknown()),
  summary: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalView>;

/** GET /approvals: the requests waiting, or those of one subject (a cycle, a batch). */
export const approvalsQuerySchema = z.object({
  subjectId: z.uuid().optional().catch(undefined),
  status: z.enum(APPROVAL_STATUSES).optional().catch(undefined),
});
