import { z } from 'zod';
import { APPLICATION_FILE_MAX_BYTES } from './constants.ts';
import { TEXT_LIMITS, requiredText, tooLongMessage } from './validation.ts';
import { isRequired, notFoundMessage, succeeded } from './messages.ts';
import { pageQuery } from './pagination.ts';
import { labelled } from './labelled.ts';
import { ids } from './content-fields.ts';
import { m } from './paraglide/messages.js';
import { CAREER_POST_LISTS } from './career-texts.ts';
import { translationFields } from './translations.ts';

/**
 * Career posts and job applications (public-site.md §3, §5, §8; back-office.md §3-§8).
 * Every rule and message used by the server and the screens lives here once.
 */

// ---------------------------------------------------------------- career posts

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'] as const;

/** A post's texts and lists written in English and Bengali (issue 50); the lists' Bengali is a whole list. */
export const CAREER_POST_TEXTS = ['role', 'department', 'location', 'jobType', 'salary', 'short_details', 'applyProcedure'] as const;
export const CAREER_POST_TRANSLATED = [...CAREER_POST_TEXTS, 'skills', ...CAREER_POST_LISTS] as const;

const bengaliList = z.array(z.string()).nullable().optional();

export const careerPostView = z.object({
  ...ids,
  role: z.string(),
  department: z.string(),
  location: z.string(),
  jobType: z.string(),
  vacancy: z.number().int(),
  salary: z.string(),
  deadline: z.string(),
  short_details: z.string(),
  skills: z.array(z.string()),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  lookingFor: z.array(z.string()),
  weProvide: z.array(z.string()),
  benefits: z.array(z.string()),
  applyProcedure: z.string(),
  isActive: z.boolean(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff answers only: the number of applications received and those of the last 7 days. */
  applications: z.number().int().optional(),
  recentApplications: z.number().int().optional(),
  ...translationFields(CAREER_POST_TEXTS),
  skillsBn: bengaliList,
  responsibilitiesBn: bengaliList,
  requirementsBn: bengaliList,
  lookingForBn: bengaliList,
  weProvideBn: bengaliList,
  benefitsBn: bengaliList,
});
export type CareerPost = z.infer<typeof careerPostView>;

export const careerPostStatsView = z.object({
  totalPosts: z.number().int(),
  activePosts: z.number().int(),
  totalApplications: z.number().int(),
  /** Applications of the last RECENT_APPLICATION_DAYS days. */
  recentApplications: z.number().int(),
});
export type CareerPostStats = z.infer<typeof careerPostStatsView>;
export const RECENT_APPLICATION_DAYS = 7;

export const CAREER_POST_MESSAGES = {
  role: isRequired('Job title'),
  short_details: isRequired('Short description'),
  skills: 'At least one skill is required',
  location: isRequired('Location'),
  jobType: isRequired('Job type'),
  department: isRequired('Department'),
  deadline: isRequired('Application deadline'),
  applyProcedure: isRequired('Application procedure'),
  vacancy: 'Vacancy must be at least 1',
  vacancyMax: 'Vacancy must be at most 1000',
  duplicateSkill: 'This skill has already been added.',
  formInvalid: 'Please fix the errors in the form',
  serverErrors: 'Please correct the errors in the form',
  deleteConfirm: 'Are you sure you want to delete this career post? This cannot be undone.',
  // success
  fetched: succeeded('Career posts', 'fetched'),
  created: succeeded('Career post', 'created'),
  updated: succeeded('Career post', 'updated'),
  activated: succeeded('Career post', 'activated'),
  deactivated: succeeded('Career post', 'deactivated'),
  deleted: succeeded('Career post', 'deleted'),
  reordered: succeeded('Posts order', 'updated'),
} as const;

/** The calling layer's check (back-office.md §5): these fields missing give one combined message. */
export const CAREER_POST_CORE_FIELDS = ['role', 'department', 'location', 'jobType', 'deadline'] as const;
export const missingFieldsMessage = (fields: string[]) => `Missing required fields: ${fields.join(', ')}`;

/** A list field forced to an array of trimmed, non-blank strings (a single string becomes a one-item list). */
const textList = () =>
  z
    .union([
      z.array(z.string().max(TEXT_LIMITS.long, { error: tooLongMessage(TEXT_LIMITS.long) })).max(50, { error: 'Please list at most 50 items' }),
      z.string().max(TEXT_LIMITS.long),
    ])
    .optional()
    .nullable()
    .transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean));

const uniqueSkills = (skills: string[]) => {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const vacancy = z.coerce
  .number({ error: CAREER_POST_MESSAGES.vacancy })
  .int({ error: CAREER_POST_MESSAGES.vacancy })
  .min(1, { error: CAREER_POST_MESSAGES.vacancy })
  .max(1_000, { error: CAREER_POST_MESSAGES.vacancyMax });

const optionalTrimmed = () =>
  z
    .string()
    .max(TEXT_LIMITS.short, { error: tooLongMessage(TEXT_LIMITS.short), abort: true })
    .trim()
    .optional()
    .nullable()
    .transform((value) => value ?? '');

const careerPostFields = {
  role: requiredText(CAREER_POST_MESSAGES.role, TEXT_LIMITS.short),
  department: requiredText(CAREER_POST_MESSAGES.department, TEXT_LIMITS.short),
  location: requiredText(CAREER_POST_MESSAGES.location, TEXT_LIMITS.short),
  jobType: requiredText(CAREER_POST_MESSAGES.jobType, TEXT_LIMITS.short),
  deadline: requiredText(CAREER_POST_MESSAGES.deadline, 40),
  short_details: requiredText(CAREER_POST_MESSAGES.short_details, 2000),
  applyProcedure: requiredText(CAREER_POST_MESSAGES.applyProcedure),
  salary: optionalTrimmed(),
  vacancy: vacancy.default(1),
  skills: textList()
    .transform(uniqueSkills)
    .refine((skills) => skills.length > 0, { error: CAREER_POST_MESSAGES.skills }),
  responsibilities: textList(),
  requirements: textList(),
  lookingFor: textList(),
  weProvide: textList(),
  benefits: textList(),
  isActive: z.boolean().default(true),
};

/** Create (and full-form edit): every rule of back-office.md §5. */
export const careerPostSchema = z.object(careerPostFields);
export type CareerPostInput = z.input<typeof careerPostSchema>;
export type CareerPostValues = z.output<typeof careerPostSchema>;

/**
 * Update: any subset of the fields (the active toggle sends only isActive). Undefined fields are
 * dropped, strings trimmed, lists forced to arrays; a field that is sent must still be valid.
 */
export const careerPostUpdateSchema = z.object({
  role: careerPostFields.role.optional(),
  department: careerPostFields.department.optional(),
  location: careerPostFields.location.optional(),
  jobType: careerPostFields.jobType.optional(),
  deadline: careerPostFields.deadline.optional(),
  short_details: careerPostFields.short_details.optional(),
  applyProcedure: careerPostFields.applyProcedure.optional(),
  salary: z
    .string()
    .max(TEXT_LIMITS.short, { error: tooLongMessage(TEXT_LIMITS.short), abort: true })
    .trim()
    .optional(),
  vacancy: vacancy.optional(),
  skills: careerPostFields.skills.optional(),
  responsibilities: textList().optional(),
  requirements: textList().optional(),
  lookingFor: textList().optional(),
  weProvide: textList().optional(),
  benefits: textList().optional(),
  isActive: z.boolean().optional(),
});
export type CareerPostUpdate = z.output<typeof careerPostUpdateSchema>;

/** The fields of `CAREER_POST_CORE_FIELDS` that are absent or blank in a raw body. */
export function missingCoreFields(body: unknown, fields: readonly string[] = CAREER_POST_CORE_FIELDS): string[] {
  const record = (body ?? {}) as Record<string, unknown>;
  return fields.filter((field) => typeof record[field] !== 'string' || !(record[field] as string).trim());
}

export const careerPostsOrderSchema = z.object({
  posts: z
    .array(z.object({ _id: z.uuid({ error: 'Invalid post id' }), order: z.coerce.number().int().min(1).max(100_000) }), {
      error: 'posts must be a list of { _id, order }',
    })
    .min(1, { error: 'posts must be a list of { _id, order }' }),
});

export const careerPostsQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  search: z.string().trim().max(200).optional().catch(undefined),
});

/** Adds or refuses a skill; returns the new list or the message to show. */
export function addSkill(skills: string[], raw: string): { skills: string[]; error?: string } {
  const skill = raw.trim();
  if (!skill) return { skills };
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
    return { skills, error: CAREER_POST_MESSAGES.duplicateSkill };
  }
  return { skills: [...skills, skill] };
}

// ---------------------------------------------------------------- applications

export const { values: APPLICATION_STATUSES, labels: APPLICATION_STATUS_LABELS } = labelled({
  new: 'New',
  reviewing: 'Reviewing',
  interviewed: 'Interviewed',
  offered: 'Offered',
  rejected: 'Rejected',
});
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Badge colours of back-office.md §4 (tones of the shared Badge). */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, 'blue' | 'orange' | 'purple' | 'green' | 'red'> = {
  new: 'blue',
  reviewing: 'orange',
  interviewed: 'purple',
  offered: 'green',
  rejected: 'red',
};

export const applicationNoteView = z.object({
  ...ids,
  text: z.string(),
  createdBy: z.string(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteView>;
export const applicationEmailView = z.object({
  ...ids,
  subject: z.string(),
  message: z.string(),
  sentBy: z.string(),
  sentAt: z.string(),
});
export type ApplicationEmail = z.infer<typeof applicationEmailView>;

export const jobApplicationView = z.object({
  ...ids,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  currentCompany: z.string(),
  linkedin: z.string(),
  message: z.string(),
  /** The post id while the post exists; null after it is deleted (jobTitle survives). */
  jobId: z.string().nullable(),
  jobPost: z.object({ _id: z.string(), role: z.string() }).nullable(),
  jobTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  /** Authorised download paths under /api/v1 (never a public file URL). */
  resumeUrl: z.string(),
  coverLetterUrl: z.string().nullable(),
  resumeName: z.string(),
  coverLetterName: z.string().nullable(),
  notes: z.array(applicationNoteView),
  emails: z.array(applicationEmailView),
  /** Other applications from the same email address (any case) to the same job post. */
  duplicates: z.number().int(),
});
export type JobApplication = z.infer<typeof jobApplicationView>;

/** PATCH /career/applications/bulk-status: how many changed, and which. */
export const bulkStatusResultView = z.object({ updated: z.number().int(), ids: z.array(z.string()) });
/** POST /career/apply: the thank-you text, also the envelope's message. */
export const applicationReceivedView = z.object({ message: z.string() });

/** The applicant form's own rules speak from the catalogue (careers_*_required, careers_*_invalid); these are the rest. */
export const APPLICATION_MESSAGES = {
  resume: () => m.careers_resume_required(),
  jobPostId: () => m.careers_job_post_required(),
  jobPostGone: 'This job is no longer accepting applications.',
  fileTooLarge: 'File {filename} is too large. Maximum allowed size is 5MB.',
  fileType: 'File {filename} must be a .pdf, .doc or .docx file.',
  note: 'Note cannot be empty',
  noSelection: 'No applications selected',
  status: () => m.validation_choose_status(),
  emailSubject: isRequired('Subject'),
  emailMessage: isRequired('Message'),
  notFound: notFoundMessage('Application'),
  noteNotFound: notFoundMessage('Note'),
  alreadyApplied:
    'You have already applied for this role with this email address. Send this application as well only if something has changed, such as an updated CV: our team will see both.',
  // success
  noteAdded: succeeded('Note', 'added'),
  noteDeleted: succeeded('Note', 'deleted'),
  emailSent: (email: string) => `Email sent to ${email}`,
} as const;

export const APPLICATION_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const APPLICATION_FILE_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const fillFilename = (template: string, filename: string) => template.replaceAll('{filename}', filename);

/**
 * The browser-side file check (name and size; the server checks the content too).
 * Returns the message to show, or undefined when the file is acceptable.
 */
export function checkApplicationFile(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!APPLICATION_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return fillFilename(APPLICATION_MESSAGES.fileType, file.name);
  if (file.size > APPLICATION_FILE_MAX_BYTES) return fillFilename(APPLICATION_MESSAGES.fileTooLarge, file.name);
  return undefined;
}

const optionalField = () =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value ?? '');

/** The text fields of a job application submission (the files are checked by the upload rules). */
export const jobApplicationSchema = z.object({
  fullName: requiredText(() => m.careers_full_name_required()).pipe(z.string().max(200)),
  email: requiredText(() => m.careers_email_required()).pipe(z.email({ error: () => m.careers_email_invalid() }).max(254)),
  phone: requiredText(() => m.careers_phone_required()).pipe(z.string().max(50)),
  currentCompany: optionalField().pipe(z.string().max(200)),
  linkedin: optionalField().pipe(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: () => m.careers_linkedin_invalid() }).max(500)], {
      error: () => m.careers_linkedin_invalid(),
    }),
  ),
  message: optionalField().pipe(z.string().max(5000)),
  jobPostId: z.uuid({ error: APPLICATION_MESSAGES.jobPostId }),
  /**
   * 'true' when the applicant was told they already applied for this post with this email and
   * chose to send anyway; without it such a second application is answered 409 alreadyApplied.
   */
  confirmDuplicate: z
    .enum(['true', 'false'], { error: () => m.validation_invalid_value() })
    .optional()
    .transform((value) => value === 'true'),
});

/** The browser form: the text fields plus the two files (resume required). */
export const jobApplicationFormSchema = jobApplicationSchema.omit({ jobPostId: true, confirmDuplicate: true }).extend({
  resume: z.custom<File | null>((value) => value != null, { error: APPLICATION_MESSAGES.resume }),
  coverLetter: z.custom<File | null>().optional().nullable(),
});

export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.status }),
});

export const bulkStatusSchema = z.object({
  ids: z.array(z.uuid(), { error: APPLICATION_MESSAGES.noSelection }).min(1, { error: APPLICATION_MESSAGES.noSelection }).max(1000),
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.status }),
});

export const applicationNoteSchema = z.object({
  text: requiredText(APPLICATION_MESSAGES.note).pipe(z.string().max(5000)),
});

export const applicantEmailSchema = z.object({
  subject: requiredText(APPLICATION_MESSAGES.emailSubject).pipe(z.string().max(200)),
  message: requiredText(APPLICATION_MESSAGES.emailMessage).pipe(z.string().max(10000)),
});

export const APPLICATIONS_PAGE_SIZE = 20;
export const applicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  jobPost: z.uuid().optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  /** 'true': only applications with a duplicate (see JobApplication.duplicates). */
  duplicates: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((value) => value === 'true'),
  ...pageQuery(APPLICATIONS_PAGE_SIZE),
});

/** One post's applications (GET /career/posts/:id/applications): pages of the same size as the list. */
export const postApplicationsQuerySchema = applicationsQuerySchema.pick({ page: true, limit: true });

/** back-office.md §8 names the raw status here ({status}) and the label in the single-update message. */
export const bulkUpdatedMessage = (count: number, status: ApplicationStatus) => `${count} application(s) updated to ${status}`;
export const statusUpdatedMessage = (status: ApplicationStatus) => `Application status updated to ${APPLICATION_STATUS_LABELS[status]}`;
