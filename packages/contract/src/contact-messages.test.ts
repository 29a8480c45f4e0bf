import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, SITE_NAME, contactExcerpt, contactMessageInputSchema, contactReplySchema, contactReplyTemplate } from './index.ts';

describe('contact message rules', () => {
  it('trims values and leaves last name and address optional', () => {
    const parsed = contactMessageInputSchema.parse({
      firstName: ' Amina ',
      lastName: '  ',
      email: ' amina@example.co.uk ',
      contactNumber: ' 07700 900123 ',
      message: ' Hello ',
    });
    expect(parsed).toMatchObject({ firstName: 'Amina', email: 'amina@example.co.uk', contactNumber: '07700 900123', message: 'Hello' });
    expect(parsed.lastName).toBeUndefined();
    expect(parsed.address).toBeUndefined();
  });

  it('gives the spec messages for missing fields and a clear one for a bad email', () => {
    const result = contactMessageInputSchema.safeParse({ firstName: ' ', email: 'someone@', contactNumber: '', message: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired(),
      email: CONTACT_MESSAGES.emailInvalid(),
      contactNumber: CONTACT_MESSAGES.contactNumberRequired(),
      message: CONTACT_MESSAGES.messageRequired(),
    });
  });

  it('refuses a blank reply', () => {
    expect(contactReplySchema.safeParse({ content: ' \n ' }).error?.issues[0]?.message).toBe('Reply cannot be empty');
  });

  it('cuts the inbox excerpt at 60 characters with an ellipsis', () => {
    expect(contactExcerpt('a'.repeat(60))).toBe('a'.repeat(60));
    expect(contactExcerpt('b'.repeat(61))).toBe(`${'b'.repeat(60)}...`);
  });

  it('builds the reply template: greeting by first name, a body placeholder, the team sign-off', () => {
    const text = contactReplyTemplate('Karim', SITE_NAME);
    expect(text.startsWith('Dear Karim,')).toBe(true);
    expect(text).toContain('[Write your response here.]');
    expect(text.endsWith(`The ${SITE_NAME} Team`)).toBe(true);
  });
});
