import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { faqCollection, teamCollection } from '@app/contract';
import { loadCollection, loadContent, loadList, pageMeta, pageTitle, pageSections, sortByOrder } from './data';
import { formatDuration, formatPounds } from './format';
import { isNavActive, NAV_LINKS } from './nav';
import { readSwitches } from './switches';
import { securityTxt } from './security-txt';
import { teamColumn } from './TeamGrid';

const contextAnswering = (answer: (path: string) => { status: number; body: unknown } | Error) =>
  ({
    api: async (path: string) => {
      const result = answer(path);
      if (result instanceof Error) throw result;
      return result;
    },
  }) as unknown as AppLoadContext;

describe('section loading (public-site.md §4, §8)', () => {
  it('returns the data of a successful call', async () => {
    const context = contextAnswering(() => ({ status: 200, body: { success: true, data: { phones: [] } } }));
    expect(await loadContent(context, '/contactInfo', 'Error fetching contact information')).toEqual({ data: { phones: [] }, error: null });
  });

  it("shows the server's message, or the spec's default, instead of throwing", async () => {
    const failing = contextAnswering(() => ({ status: 500, body: { success: false, message: 'Database unavailable' } }));
    expect(await loadList(failing, '/faq/faqs', 'Error fetching FAQs')).toEqual({ data: null, error: 'Database unavailable' });
    const silent = contextAnswering(() => ({ status: 502, body: null }));
    expect(await loadList(silent, '/faq/faqs', 'Error fetching FAQs')).toEqual({ data: null, error: 'Error fetching FAQs' });
    const network = contextAnswering(() => new Error('socket hang up'));
    expect(await loadList(network, '/team/members', 'Error fetching team members')).toEqual({ data: null, error: 'Error fetching team members' });
  });

  it("a collection's list comes from the path and failure message its declaration gives, in the page's language", async () => {
    const asked: string[] = [];
    const faqs = contextAnswering((path) => (asked.push(path), { status: 200, body: { success: true, data: [{ order: 2 }, { order: 1 }] } }));
    expect((await loadCollection(faqs, faqCollection, 'en')).data).toEqual([{ order: 1 }, { order: 2 }]);
    await loadCollection(faqs, faqCollection, 'bn');
    expect(asked).toEqual(['/faq/faqs', '/faq/faqs?lang=bn']);
    const silent = contextAnswering(() => ({ status: 502, body: null }));
    expect(await loadCollection(silent, teamCollection, 'en')).toEqual({ data: null, error: 'Error fetching team members' });
  });

  it('sorts lists ascending by order (metrics by displayOrder)', async () => {
    const context = contextAnswering(() => ({ status: 200, body: { success: true, data: [{ order: 3 }, { order: 1 }, { order: 2 }] } }));
    expect((await loadList<{ order: number }>(context, '/faq/faqs', 'x')).data).toEqual([{ order: 1 }, { order: 2 }, { order: 3 }]);
    expect(sortByOrder([{ displayOrder: 2 }, { displayOrder: 1 }], 'displayOrder')).toEqual([{ displayOrder: 1 }, { displayOrder: 2 }]);
  });

  it('one failing section leaves the others intact', async () => {
    const context = contextAnswering((path) =>
      path === '/faq/faqs' ? { status: 500, body: { success: false, message: 'boom' } } : { status: 200, body: { success: true, data: [] } },
    );
    const sections = await pageSections(new Request('http://x/'), {
      faqs: loadList(context, '/faq/faqs', 'Error fetching FAQs'),
      stories: loadList(context, '/ourStories/stories', 'Error fetching stories'),
    });
    expect(sections).toEqual({ faqs: { data: null, error: 'boom' }, stories: { data: [], error: null } });
  });

  it('document requests get settled data; client navigations get promises to stream', async () => {
    const context = contextAnswering(() => ({ status: 200, body: { success: true, data: [] } }));
    const navigation = await pageSections(new Request('http://x/', { headers: { 'sec-fetch-dest': 'empty' } }), { faqs: loadList(context, '/faq/faqs', 'x') });
    expect(navigation.faqs).toBeInstanceOf(Promise);
    const document = await pageSections(new Request('http://x/', { headers: { 'sec-fetch-dest': 'document' } }), { faqs: loadList(context, '/faq/faqs', 'x') });
    expect(document.faqs).toEqual({ data: [], error: null });
  });
});

describe('page shell rules', () => {
  it('has the seven links in the spec order, and highlights careers detail under Career', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual(['/', '/investment-plans', '/team', '/mission', '/career', '/apps', '/contact']);
    expect(isNavActive('/', '/team')).toBe(false);
    expect(isNavActive('/career', '/careers/abc')).toBe(true);
    expect(isNavActive('/team', '/team')).toBe(true);
  });

  it('reads the query-string switches exactly as §2 defines them', () => {
    expect(readSwitches(new URLSearchParams(''))).toEqual({
      showNav: true,
      showFooter: true,
      showAppButtons: true,
      showFooterLinks: true,
      showHero: true,
      showInvestment: true,
    });
    expect(readSwitches(new URLSearchParams('nav=false&footer=false&app=false&footerContentHide=true&heroHide=true&investmentHide=true'))).toEqual({
      showNav: false,
      showFooter: false,
      showAppButtons: false,
      showFooterLinks: false,
      showHero: false,
      showInvestment: false,
    });
    expect(readSwitches(new URLSearchParams('nav=true&app=true')).showNav).toBe(true);
  });

  it('builds absolute Open Graph URLs from the public URL', () => {
    const tags = pageMeta({ title: 'Team', description: 'd', path: '/team', siteName: 'S', matches: [{ data: { publicUrl: 'https://example.org/' } }] });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://example.org/team' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://example.org/og-image.png' });
    expect(tags[0]).toEqual({ title: 'Team | S' });
  });
});

describe('formatting and team placement', () => {
  it('shows amounts in pounds sterling', () => {
    expect(formatPounds(1500)).toBe('£1,500.00');
    expect(formatPounds(99.5)).toBe('£99.50');
    expect(formatDuration({ duration: 1, durationUnit: 'Year' })).toBe('1 year');
    expect(formatDuration({ duration: 6, durationUnit: 'Month' })).toBe('6 months');
  });

  it('places team cards by gridColumn, else the 3,1,5,2,4 cycle', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => teamColumn({ gridColumn: undefined as unknown as number }, i))).toEqual([3, 1, 5, 2, 4, 3]);
    expect(teamColumn({ gridColumn: 2 }, 0)).toBe(2);
    expect(teamColumn({ gridColumn: 9 }, 1)).toBe(1);
  });
});

describe('security.txt (RFC 9116)', () => {
  it('names the contact email, expires about a year from the day it is asked, and gives its canonical address', () => {
    const text = securityTxt('https://breadbasket.example', 'hello@breadbasket.example', new Date('2026-03-01T10:00:00Z'));
    expect(text.split('\n')).toEqual([
      'Contact: mailto:hello@breadbasket.example',
      'Expires: 2027-02-24T10:00:00Z',
      'Preferred-Languages: en',
      'Canonical: https://breadbasket.example/.well-known/security.txt',
      '',
    ]);
  });

  it('falls back to the contact page when no contact email is published', () => {
    expect(securityTxt('https://breadbasket.example', undefined, new Date('2026-03-01T10:00:00Z'))).toContain('Contact: https://breadbasket.example/contact\n');
  });
});

describe('page titles', () => {
  it('keep the site name when it fits in 70 characters, drop it when not, and cut a longer title at a word', () => {
    expect(pageTitle('Careers', 'Breadbasket Ventures', false)).toBe('Careers | Breadbasket Ventures');
    expect(pageTitle('Halal agricultural investment in Bangladesh', 'Breadbasket Ventures', true)).toBe(
      'Breadbasket Ventures | Halal agricultural investment in Bangladesh',
    );
    const role = 'Senior Poultry Veterinary Officer (Sirajganj, Rajshahi)';
    expect(pageTitle(role, 'Breadbasket Ventures', false)).toBe(role);
    const long = pageTitle('Regional Livestock Operations and Farmer Partnerships Manager (Sirajganj, Rajshahi Division)', 'Breadbasket Ventures', false);
    expect(long).toBe('Regional Livestock Operations and Farmer Partnerships Manager…');
    expect(long.length).toBeLessThanOrEqual(70);
  });
});
