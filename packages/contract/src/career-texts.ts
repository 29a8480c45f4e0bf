import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';

/**
 * The words and list names of the public career pages, apart from careers.ts so that the careers
 * list and a job's page load no validation code (zod) to show them.
 */

/** The five text lists of a post, in the order the screens show them. */
export const { values: CAREER_POST_LISTS, labels: CAREER_POST_LIST_LABELS } = labelled({
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  lookingFor: "What We're Looking For",
  weProvide: 'What We Provide',
  benefits: 'Benefits',
});
export type CareerPostList = (typeof CAREER_POST_LISTS)[number];
/** The public detail shows a list only when it has at least this many items. */
export const CAREER_LIST_MIN_ITEMS_SHOWN = 2;

export const CAREER_TEXTS = {
  loadingList: 'Loading career opportunities...',
  loadingDetail: 'Loading job details...',
  emptyTitle: 'No Career Opportunities Available At This Moment',
  emptyHint: 'Please check back later for new job postings.',
  listError: 'Failed to load career opportunities',
  detailError: 'Failed to load job details',
  notFound: 'Job Not Found',
  postNotFound: notFoundMessage('Post'),
  applicationSuccess: "Your application has been submitted successfully. We'll review it and contact you if your qualifications match our requirements.",
  applicationFailure: 'An error occurred while submitting your application. Please try again.',
  submittedTitle: 'Application Submitted',
  failedTitle: 'Submission Failed',
  alreadyAppliedTitle: 'Already Applied',
} as const;
