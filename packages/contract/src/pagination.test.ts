import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countLabel, MAX_PAGE_SIZE, PAGINATION_MESSAGES, pageQuery } from './pagination.ts';

const query = z.object(pageQuery(20));
const messageOf = (input: Record<string, unknown>) => query.safeParse(input).error?.issues[0]?.message;

describe('pageQuery', () => {
  it('takes the list default for a missing or blank size, and any whole size up to the maximum', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 20 });
    expect(query.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
    expect(query.parse({ page: '3', limit: String(MAX_PAGE_SIZE) })).toEqual({ page: 3, limit: MAX_PAGE_SIZE });
  });

  it('refuses a size over the maximum, not a number, or below 1, with the one message', () => {
    for (const limit of [String(MAX_PAGE_SIZE + 1), '0', 'abc', '2.5', ['10', '20']]) expect(messageOf({ limit })).toBe(PAGINATION_MESSAGES.limit);
    expect(messageOf({ page: '0' })).toBe(PAGINATION_MESSAGES.page);
  });
});

describe('countLabel', () => {
  it('says "about" only for an estimate', () => {
    expect(countLabel(12)).toBe('12');
    expect(countLabel(300000, true)).toBe('about 300,000');
  });
});
