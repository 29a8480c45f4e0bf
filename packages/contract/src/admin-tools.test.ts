import { describe, expect, it } from 'vitest';
import { ADMIN_TOOLS, adminPathRoles } from './admin-tools.ts';
import { ACTIVITY_ENTITY_ROLES } from './activity.ts';
import { ADMIN_AREA_ROLES, ADMIN_ROLES, CONTENT_EDITOR_ROLES } from './roles.ts';

describe('the back-office tools', () => {
  it('guard each page with the roles of the tool or page owning it, longest path first', () => {
    const expected = [
      ['/admin', ADMIN_AREA_ROLES],
      ['/admin/help', ADMIN_AREA_ROLES],
      ['/admin/manage-work-plan/weekly-plan', ADMIN_AREA_ROLES],
      ['/admin/security', ADMIN_AREA_ROLES],
      ['/admin/activity', CONTENT_EDITOR_ROLES],
      ['/admin/work-plan', ADMIN_ROLES],
      ['/admin/work-plan/plans/42', ADMIN_ROLES],
      ['/admin/faq', CONTENT_EDITOR_ROLES],
      ['/admin/investments', ADMIN_ROLES],
      ['/admin/metrics', ADMIN_ROLES],
      ['/admin/contact/forms/7', CONTENT_EDITOR_ROLES],
      ['/admin/contact/info', CONTENT_EDITOR_ROLES],
      ['/admin/trust-pages', CONTENT_EDITOR_ROLES],
      ['/admin/investors/abc', ADMIN_ROLES],
      ['/admin/check-questions', ADMIN_ROLES],
      ['/admin/investment-requests/abc', ADMIN_ROLES],
      ['/admin/ledger/bank-mappings', ADMIN_ROLES],
      ['/admin/careers/edit/9', ADMIN_ROLES],
      ['/admin/careers/applications/', ADMIN_ROLES],
      ['/admin/users/abc/edit', ADMIN_ROLES],
    ] as const;
    for (const [path, roles] of expected) expect([path, adminPathRoles(path)]).toEqual([path, roles]);
    // A path that only begins like a tool's is not the tool's.
    expect(adminPathRoles('/admin/faqs-elsewhere')).toEqual(ADMIN_AREA_ROLES);
  });

  it('give every tool its own name and path, and show each activity entity to its tool’s roles', () => {
    expect(new Set(ADMIN_TOOLS.map((tool) => tool.name)).size).toBe(ADMIN_TOOLS.length);
    expect(new Set(ADMIN_TOOLS.map((tool) => tool.path)).size).toBe(ADMIN_TOOLS.length);
    expect(ACTIVITY_ENTITY_ROLES['contact-message']).toEqual(CONTENT_EDITOR_ROLES);
    expect(ACTIVITY_ENTITY_ROLES['faq']).toEqual(CONTENT_EDITOR_ROLES);
    expect(ACTIVITY_ENTITY_ROLES['investment']).toBeUndefined();
  });
});
