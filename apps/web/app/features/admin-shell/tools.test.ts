import { describe, expect, it } from 'vitest';
import { actionWord, filterTools, TOOLS, toolsForRole } from './tools';

describe('dashboard tools', () => {
  it('gives admins twenty tiles, moderators six, employees none', () => {
    expect(toolsForRole('superAdmin')).toHaveLength(20);
    expect(toolsForRole('admin')).toHaveLength(20);
    expect(toolsForRole('moderator').map((tool) => tool.title)).toEqual([
      'About Image Management',
      'Our Stories',
      'FAQ Management',
      'Contact Inquiries',
      'Contact Details',
      'Trust Pages',
    ]);
    expect(toolsForRole('employee')).toEqual([]);
    expect(toolsForRole('user')).toEqual([]);
  });

  it('searches title, description and action names, within a category', () => {
    expect(filterTools(TOOLS, 'faq', 'all').map((tool) => tool.path)).toEqual(['/admin/faq']);
    expect(filterTools(TOOLS, 'headline numbers', 'all').map((tool) => tool.path)).toEqual(['/admin/metrics']);
    expect(filterTools(TOOLS, 'get', 'all').map((tool) => tool.path)).toEqual([
      '/admin/investment-requests',
      '/admin/rounds',
      '/admin/agreement-template',
      '/admin/books',
      '/admin/investors',
      '/admin/careers/applications',
      '/admin/contact/forms',
      '/admin/contact/info',
      '/admin/users',
    ]);
    expect(filterTools(TOOLS, 'get', 'communication')).toHaveLength(2);
    expect(filterTools(TOOLS, '', 'finance').map((tool) => tool.title)).toEqual([
      'Investment Plans',
      'Investments',
      'Bank Statements',
      'Payout Batches',
      'Farm Cycles',
      'Funding Rounds',
      'Mudarabah Agreement',
      'Books',
    ]);
    expect(filterTools(TOOLS, 'nothing like this', 'all')).toEqual([]);
  });

  it('names every action of every card in words, not the API verbs the spec labels them with', () => {
    const words = new Set(TOOLS.flatMap((tool) => tool.actions.map(actionWord)));
    expect([...words].sort()).toEqual(['Add', 'Delete', 'Edit', 'View']);
    expect(filterTools(TOOLS, 'view', 'communication').map((tool) => tool.path)).toEqual(filterTools(TOOLS, 'get', 'communication').map((tool) => tool.path));
  });
});

describe('tool icons', () => {
  it('gives every declared tool an icon of its own', () => {
    expect(new Set(TOOLS.map((tool) => tool.icon)).size).toBe(TOOLS.length);
  });
});
