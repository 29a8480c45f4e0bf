import { describe, expect, it } from 'vitest';
import { activityQuerySchema } from './activity.ts';
import { careerPostSchema, careerPostsOrderSchema } from './careers.ts';
import { z } from 'zod';
import { AUTH_MESSAGES, changePasswordSchema, loginSchema, registerSchema, setPasswordSchema, updateProfileSchema } from './auth.ts';
import { contactEmailSchema } from './contact-info.ts';
import { fieldPaths, isRealDate, maxLengthOf, optionalText, requiredText } from './validation.ts';
import { checkInDateQuerySchema } from './work-plans.ts';

describe('dates', () => {
  it('accepts only calendar dates that exist', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    for (const value of ['2020-02-30', '2023-02-29', '2021-04-31', '2021-13-01', '2021-00-10', '9999-99-99', '2021-1-01', '2021-01-01x', '']) {
      expect(isRealDate(value)).toBe(false);
    }
  });

  it('refuses an impossible date in every schema that takes one (the database would otherwise fail)', () => {
    expect(activityQuerySchema.safeParse({ from: '2020-02-30' }).success).toBe(false);
    expect(checkInDateQuerySchema.safeParse({ date: '2020-02-30' }).success).toBe(false);
    expect(checkInDateQuerySchema.safeParse({ date: '2020-02-29' }).success).toBe(true);
    const profile = updateProfileSchema.safeParse({ name: 'Amina Begum', dateOfBirth: '1990-02-30' });
    expect(profile.success).toBe(false);
    expect(profile.error?.issues.map((issue) => issue.path.join('.'))).toContain('dateOfBirth');
  });
});

describe('whole numbers', () => {
  it('refuses numbers past what the database column holds before they reach it', () => {
    const order = careerPostsOrderSchema.safeParse({ posts: [{ _id: '0b6f6a4e-8d9a-4c1b-9b7e-1f2a3b4c5d6e', order: 2 ** 31 }] });
    expect(order.success).toBe(false);
    const post = careerPostSchema.safeParse({ vacancy: 2 ** 31 });
    expect(post.error?.issues.find((issue) => issue.path[0] === 'vacancy')?.message).toBe('Vacancy must be at most 1000');
    expect(activityQuerySchema.safeParse({ page: String(2 ** 53) }).success).toBe(false);
  });
});

describe('maxLengthOf', () => {
  it('reads the maximum forms show from the contract rule, through wrappers', () => {
    expect(maxLengthOf(requiredText('x', 120))).toBe(120);
    expect(maxLengthOf(optionalText(300))).toBe(300);
    expect(maxLengthOf(contactEmailSchema.shape.address)).toBe(254);
    expect(maxLengthOf(careerPostSchema.shape.role)).toBe(200);
  });
});

describe('passwords', () => {
  it('a 1 MB password is refused by its length before any other rule, in every schema that takes one', () => {
    const huge = 'aA1!'.repeat(262_144);
    const cases = [
      [registerSchema, { name: 'Amina', email: 'a@example.test', password: huge, confirmPassword: huge }, 'password'],
      [setPasswordSchema, { password: huge, confirmPassword: huge }, 'password'],
      [changePasswordSchema, { currentPassword: huge, newPassword: huge, confirmPassword: huge }, 'newPassword'],
      [loginSchema, { email: 'a@example.test', password: huge }, 'password'],
    ] as const;
    for (const [schema, body, field] of cases) {
      const result = (schema as z.ZodType).safeParse(body);
      expect(result.success).toBe(false);
      const messages = result.error!.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
      expect(messages).toEqual([AUTH_MESSAGES.passwordMax()]);
    }
  });
});

describe('fieldPaths', () => {
  it('lists top-level fields and the fields of nested objects, through optional and nullable', () => {
    const schema = z.object({
      name: requiredText('Name is required', 100),
      address: z.object({ street: optionalText(), city: optionalText() }).nullable().optional(),
      tags: z.array(z.string()).optional(),
    });
    expect(fieldPaths(schema)).toEqual(['name', 'address.street', 'address.city', 'tags']);
    expect(fieldPaths(updateProfileSchema)).toEqual(expect.arrayContaining(['name', 'dateOfBirth', 'address.zipCode', 'emergencyContact.email', 'nidNumber']));
    expect(fieldPaths(updateProfileSchema)).not.toContain('address');
  });
});
