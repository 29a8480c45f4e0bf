import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from './filters';

const defaults = { status: 'all', search: '', order: 'desc' };
const allowed = { status: ['all', 'unread', 'read'], order: ['desc', 'asc'] };

describe('filters held in the URL', () => {
  it('reads each value, and the default where the URL has none or one that is not allowed', () => {
    const params = new URLSearchParams({ status: 'read', order: 'sideways', search: 'rahim', page: '3' });
    expect(readUrlFilters(params, defaults, allowed)).toEqual({ filters: { status: 'read', search: 'rahim', order: 'desc' }, page: 3 });
    expect(readUrlFilters(new URLSearchParams(), defaults, allowed)).toEqual({ filters: defaults, page: 1 });
  });

  it('reads page 1 for a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '2.5', 'two']) expect(readUrlFilters(new URLSearchParams({ page }), defaults).page).toBe(1);
  });

  it('writes only what differs from the defaults, and the page past the first', () => {
    expect(writeUrlFilters({ status: 'all', search: 'rahim', order: 'asc' }, defaults, 1).toString()).toBe('search=rahim&order=asc');
    expect(writeUrlFilters(defaults, defaults, 2).toString()).toBe('page=2');
    expect(writeUrlFilters(defaults, defaults, 1).toString()).toBe('');
  });

  it('gives back what it wrote', () => {
    const filters = { status: 'unread', search: 'late payment', order: 'desc' };
    expect(readUrlFilters(writeUrlFilters(filters, defaults, 4), defaults, allowed)).toEqual({ filters, page: 4 });
  });
});
