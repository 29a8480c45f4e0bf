import { describe, expect, it } from 'vitest';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['moderator', 'employee'] });
const { moderator, employee } = t.as;

const info = async () => (await call(t.app, { method: 'GET', url: '/contactInfo' })).body.data;
const post = (segment: string, body: unknown, headers = moderator) => call(t.app, { method: 'POST', url: `/contactInfo/${segment}`, headers, body });

describe('contact info', () => {
  it('starts with five empty lists', async () => {
    expect(await info()).toEqual({ phones: [], emails: [], offices: [], socials: [], companyInfo: [], updatedAt: null });
  });

  it('adds an item to each list; display texts default to number/address', async () => {
    const phone = await post('phones', { title: 'UK office', number: '+442071234567' });
    expect(phone.status).toBe(201);
    expect(phone.body.message).toBe('Phone number added successfully!');
    expect(phone.body.item).toMatchObject({ title: 'UK office', number: '+442071234567', displayNumber: '+442071234567' });
    expect(phone.body.item._id).toBe(phone.body.item.id);
    expect(phone.body.data.phones).toHaveLength(1);
    const email = await post('emails', { title: 'Investors', address: 'invest@example.org', displayAddress: 'invest@example.org' });
    expect(email.body.message).toBe('Email address added successfully!');
    expect((await post('offices', { title: 'London', address: '1 High St' })).body.message).toBe('Office address added successfully!');
    const social = await post('socials', { platform: 'LinkedIn', link: 'https://www.linkedin.com/company/x' });
    expect(social.body.item).toMatchObject({ platform: 'LinkedIn', icon: 'linkedin' });
    expect((await post('company-info', { title: 'Registered in England', content: 'No. 12345678' })).body.message).toBe(
      'Company information added successfully!',
    );
    const all = await info();
    expect([all.phones, all.emails, all.offices, all.socials, all.companyInfo].map((list: any[]) => list.length)).toEqual([1, 1, 1, 1, 1]);
    expect(all.updatedAt).toBeTruthy();
  });

  it('gives each validation message and changes nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['phones', { title: 'x' }, 'Please fill in all required fields for the phone number'],
      ['phones', { number: '1' }, 'Please fill in all required fields for the phone number'],
      ['emails', { title: 'x' }, 'Please fill in all required fields for the email address'],
      ['emails', { title: 'x', address: 'not-an-email' }, 'Please enter a valid email address'],
      ['offices', { title: 'x' }, 'Please fill in all fields for the office address'],
      ['socials', { platform: 'Facebook' }, 'Please fill in all fields for the social media'],
      ['socials', { platform: 'Facebook', link: 'facebook.com/x' }, 'Please enter a valid URL for the social media link'],
      ['company-info', { title: 'x' }, 'Please fill in all fields for the company information'],
    ];
    const before = await info();
    for (const [segment, body, message] of cases) {
      const res = await post(segment, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await info()).toEqual(before);
  });

  it('allows at most 5 phones and 5 emails', async () => {
    for (let i = 2; i <= 5; i++) expect((await post('phones', { title: `Line ${i}`, number: `+8801700000${i}` })).status).toBe(201);
    const sixth = await post('phones', { title: 'Line 6', number: '+88017000006' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Maximum 5 phone numbers allowed');
    for (let i = 2; i <= 5; i++) expect((await post('emails', { title: `Box ${i}`, address: `box${i}@example.org` })).status).toBe(201);
    const sixthEmail = await post('emails', { title: 'Box 6', address: 'box6@example.org' });
    expect(sixthEmail.body.message).toBe('Maximum 5 email addresses allowed');
    expect((await info()).phones).toHaveLength(5);
    const whole = { ...(await info()), phones: [...(await info()).phones, { title: 'x', number: '1' }] };
    const put = await call(t.app, { method: 'PUT', url: '/contactInfo', headers: moderator, body: whole });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Maximum 5 phone numbers allowed');
  });

  it('updates non-empty fields of an item; the display number follows a changed number', async () => {
    const phone = (await info()).phones[0];
    const res = await call(t.app, { method: 'PUT', url: `/contactInfo/phones/${phone.id}`, headers: moderator, body: { title: '', number: '+442079999999' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Phone number updated successfully!');
    expect(res.body.item).toMatchObject({ title: 'UK office', number: '+442079999999', displayNumber: '+442079999999' });
    const bad = await call(t.app, { method: 'PUT', url: `/contactInfo/emails/${(await info()).emails[0].id}`, headers: moderator, body: { address: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const wrongSection = await call(t.app, { method: 'PUT', url: `/contactInfo/emails/${phone.id}`, headers: moderator, body: { title: 'x' } });
    expect(wrongSection.status).toBe(404);
    expect(wrongSection.body).toEqual({ success: false, message: 'Contact item not found' });
    expect((await call(t.app, { method: 'POST', url: '/contactInfo/fax', headers: moderator, body: {} })).status).toBe(404);
  });

  it('replaces the whole object, keeping known ids', async () => {
    const current = await info();
    const body = {
      phones: [current.phones[1], { title: 'Dhaka', number: '+8809600000000', displayNumber: '+880 9600-000000' }],
      emails: current.emails.slice(0, 1),
      offices: [],
      socials: [{ platform: 'YouTube', link: 'https://www.youtube.com/@x' }],
      companyInfo: current.companyInfo,
    };
    const res = await call(t.app, { method: 'PUT', url: '/contactInfo', headers: moderator, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Contact information saved successfully!');
    const after = await info();
    expect(after.phones.map((p: any) => p.title)).toEqual(['Line 2', 'Dhaka']);
    expect(after.phones[0].id).toBe(current.phones[1].id);
    expect(after.phones[1].displayNumber).toBe('+880 9600-000000');
    expect(after.offices).toEqual([]);
    expect(after.socials.map((s: any) => s.platform)).toEqual(['YouTube']);
  });

  it('deletes items; refuses anonymous callers and employees; ETag changes after a write', async () => {
    const phone = (await info()).phones[0];
    expect((await call(t.app, { method: 'DELETE', url: `/contactInfo/phones/${phone.id}`, headers: employee })).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/contactInfo/phones/${phone.id}`, headers: anonymousHeaders() })).status).toBe(401);
    expect((await call(t.app, { method: 'PUT', url: '/contactInfo', headers: employee, body: {} })).status).toBe(403);
    expect((await post('offices', { title: 'x', address: 'y' }, anonymousHeaders())).status).toBe(401);
    const etag = (await t.app.inject({ method: 'GET', url: '/api/v1/contactInfo' })).headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contactInfo', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const res = await call(t.app, { method: 'DELETE', url: `/contactInfo/phones/${phone.id}`, headers: moderator });
    expect(res.body.message).toBe('Phone number deleted successfully!');
    expect(res.body.data.phones).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contactInfo', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/contactInfo/phones/${phone.id}`, headers: moderator })).status).toBe(404);
  });
});
