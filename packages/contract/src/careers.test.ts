import { describe, expect, it } from 'vitest';
import {
  addSkill,
  applicationNoteSchema,
  careerPostSchema,
  careerPostUpdateSchema,
  checkApplicationFile,
  jobApplicationSchema,
  missingCoreFields,
} from './careers.ts';

const post = {
  role: ' Field Officer ',
  department: 'Operations',
  location: 'Sirajganj',
  jobType: 'Full-time',
  deadline: '2026-12-31',
  short_details: 'Support partner farmers',
  applyProcedure: 'Apply online',
  skills: ['Bangla', 'bangla', ' ', 'Driving'],
  responsibilities: 'Visit farms',
};

describe('career post rules', () => {
  it('trims, forces lists to arrays and drops duplicate and blank skills', () => {
    const value = careerPostSchema.parse(post);
    expect(value.role).toBe('Field Officer');
    expect(value.skills).toEqual(['Bangla', 'Driving']);
    expect(value.responsibilities).toEqual(['Visit farms']);
    expect(value.vacancy).toBe(1);
    expect(value.isActive).toBe(true);
  });
  it('gives the exact messages', () => {
    const result = careerPostSchema.safeParse({ skills: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Job title is required');
    expect(messages).toContain('At least one skill is required');
    expect(messages).toContain('Application procedure is required');
    expect(missingCoreFields({ role: 'x', location: ' ' })).toEqual(['department', 'location', 'jobType', 'deadline']);
  });
  it('lets an update send only isActive', () => {
    expect(careerPostUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
  it('refuses a duplicate skill with the warning', () => {
    expect(addSkill(['Excel'], 'excel').error).toBe('This skill has already been added.');
    expect(addSkill(['Excel'], ' Tally ').skills).toEqual(['Excel', 'Tally']);
  });
});

describe('job application rules', () => {
  it('checks files by name and size with the exact message', () => {
    expect(checkApplicationFile({ name: 'cv.pdf', size: 1000 })).toBeUndefined();
    expect(checkApplicationFile({ name: 'cv.pdf', size: 6 * 1024 * 1024 })).toBe('File cv.pdf is too large. Maximum allowed size is 5MB.');
    expect(checkApplicationFile({ name: 'cv.exe', size: 10 })).toMatch(/cv\.exe/);
  });
  it('requires name, email and phone; LinkedIn must be a URL', () => {
    const id = '6f1c1f7e-9a43-4d4b-9d8e-2c3a4b5c6d7e';
    expect(jobApplicationSchema.safeParse({ fullName: 'A', email: 'a@b.co', phone: '1', jobPostId: id }).success).toBe(true);
    const bad = jobApplicationSchema.safeParse({ fullName: '', email: 'a@b.co', phone: '1', linkedin: 'nope', jobPostId: id });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['Full name is required', 'Please enter a valid URL']);
  });
  it('refuses a blank note', () => {
    expect(applicationNoteSchema.safeParse({ text: '  ' }).error!.issues[0]!.message).toBe('Note cannot be empty');
  });
});
