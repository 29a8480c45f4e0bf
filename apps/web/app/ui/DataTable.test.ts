import { describe, expect, it } from 'vitest';
import { queryTableState, togglePage } from './DataTable';

describe('select-all', () => {
  it('adds and removes only the page’s rows, keeping what was chosen on other pages', () => {
    const chosenElsewhere = new Set(['page1-a', 'page1-b']);
    const selected = togglePage(chosenElsewhere, ['page2-a', 'page2-b'], true);
    expect([...selected].sort()).toEqual(['page1-a', 'page1-b', 'page2-a', 'page2-b']);
    expect([...togglePage(selected, ['page2-a', 'page2-b'], false)].sort()).toEqual(['page1-a', 'page1-b']);
    expect(chosenElsewhere.size).toBe(2);
  });
});

describe('a table fed by one query', () => {
  const loaded = <Data>(data: Data) => ({ isPending: false, isError: false, error: null, data });
  it('takes its rows from the list, from a page of one, or from what the caller picks', () => {
    expect(queryTableState(loaded([{ id: 'a' }]), 'Loading...', 'Failed').rows).toEqual([{ id: 'a' }]);
    expect(queryTableState(loaded({ data: [{ id: 'b' }], pagination: { page: 1 } }), 'Loading...', 'Failed').rows).toEqual([{ id: 'b' }]);
    expect(queryTableState(loaded({ entries: [{ id: 'c' }] }), 'Loading...', 'Failed', (data) => data.entries).rows).toEqual([{ id: 'c' }]);
  });
  it('has no rows, and says so, while it loads or when it failed', () => {
    expect(queryTableState({ isPending: true, isError: false, error: null, data: undefined }, 'Loading...', 'Failed')).toEqual({
      rows: [],
      loading: true,
      loadingLabel: 'Loading...',
      error: null,
    });
    expect(queryTableState({ isPending: false, isError: true, error: new Error('boom'), data: undefined }, 'Loading...', 'Failed').error).toBe('Failed');
  });
});
