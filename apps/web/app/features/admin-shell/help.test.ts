import { describe, expect, it } from 'vitest';
import { COMMON_HELP, ROLE_HELP, TOOL_HELP } from './help';
import { TOOLS } from './tools';

describe('staff help', () => {
  it('explains every tool of the dashboard, and nothing that is not one', () => {
    for (const tool of TOOLS) expect(TOOL_HELP[tool.path], tool.title).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    expect(Object.keys(TOOL_HELP).sort()).toEqual(TOOLS.map((tool) => tool.path).sort());
  });

  it('has a line for every staff role, and the pages every staff member has', () => {
    for (const role of ['superAdmin', 'admin', 'moderator', 'employee'] as const) expect(ROLE_HELP[role]).toBeTruthy();
    expect(COMMON_HELP.map((page) => page.path)).toEqual(expect.arrayContaining(['/admin/manage-work-plan', '/admin/activity']));
  });
});
