import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { inLanguage } from './language-scope.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  setPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from './auth.ts';
import { investmentRequestSchema, investorProfileSchema } from './investments.ts';
import { categoryDeclarationSchema, checkAnswersSchema } from './safeguards.ts';
import { jobApplicationFormSchema, jobApplicationSchema } from './careers.ts';
import { contactFormSchema } from './contact-messages.ts';

/**
 * Every message the investor's and applicant's schemas can give comes from the catalogue in both
 * languages: parsed in Bengali, each message is Bengali; parsed in English, none is. A message
 * written in plain English in a schema, or zod's own wording, fails here.
 */
const SCHEMAS: Record<string, z.ZodType> = {
  loginSchema,
  registerSchema,
  verifyEmailSchema,
  resendVerificationSchema,
  forgotPasswordSchema,
  setPasswordSchema,
  changePasswordSchema,
  updateProfileSchema,
  investorProfileSchema,
  investmentRequestSchema,
  categoryDeclarationSchema,
  checkAnswersSchema,
  jobApplicationSchema,
  jobApplicationFormSchema,
  contactFormSchema,
};

const BENGALI = /[\u0980-\u09FF]/;

const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

/** Values a form or a careless client sends: text of every kind, numbers, booleans, nothing, lists and objects. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', 'a', 'A1b2c3d4', 'x@y.z', '1990-02-30', '2999-01-01', '123456', 'restricted', 'high_net_worth', 'other', 'business', 'true'),
  fc.string({ minLength: 200, maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'isAgreeToPolicy',
  'code',
  'rememberMe',
  'returnPath',
  'language',
  'dateOfBirth',
  'gender',
  'bloodGroup',
  'address',
  'emergencyContact',
  'customerType',
  'legalName',
  'country',
  'addressLine1',
  'city',
  'postcode',
  'idNumber',
  'sourceOfFunds',
  'sourceOfFundsDetails',
  'companyName',
  'vatNumber',
  'planId',
  'units',
  'acceptTerms',
  'reinvest',
  'cycleId',
  'agreementName',
  'agreementAccepted',
  'agreementVersion',
  'category',
  'netAssets',
  'annualIncome',
  'confirm',
  'answers',
  'fullName',
  'linkedin',
  'jobPostId',
  'resume',
  'firstName',
  'contactNumber',
  'message',
];

const anyBody = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: FIELDS.length }), anyValue);

describe('schema messages', () => {
  it.each(Object.keys(SCHEMAS))('%s says every message from the catalogue, in Bengali and in English', (name) => {
    const schema = SCHEMAS[name]!;
    fc.assert(
      fc.property(anyBody, (body) => {
        for (const message of inLanguage('bn', () => messagesOf(schema, body))) expect(message, JSON.stringify(body)).toMatch(BENGALI);
        for (const message of inLanguage('en', () => messagesOf(schema, body))) expect(message, JSON.stringify(body)).not.toMatch(BENGALI);
      }),
      { numRuns: 300 },
    );
  });
});
