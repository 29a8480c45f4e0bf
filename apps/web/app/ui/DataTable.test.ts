import { describe, expect, it } from 'vitest';
import { togglePage } from './DataTable';

describe('select-all', () => {
  it('adds and removes only the page’s rows, keeping what was chosen on other pages', () => {
    const chosenElsewhere = new Set(['page1-a', 'page1-b']);
    const selected = togglePage(chosenElsewhere, ['page2-a', 'page2-b'], true);
    expect([...selected].sort()).toEqual(['page1-a', 'page1-b', 'page2-a', 'page2-b']);
    expect([...togglePage(selected, ['page2-a', 'page2-b'], false)].sort()).toEqual(['page1-a', 'page1-b']);
    expect(chosenElsewhere.size).toBe(2);
  });
});
