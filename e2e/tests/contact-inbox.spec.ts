import { axeViolations } from './support/axe';
import { expect, test, waitingForHydration } from './support/test';
import { CONTACT_MESSAGES, SITE_NAME } from '@app/contract';
import { signInAs } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';

/**
 * The contact flow a person runs: a visitor writes from /contact and is sent an acknowledgement,
 * staff are alerted (answering the alert writes to the visitor), a moderator finds the message
 * unread in the inbox, opens it (now read), replies with the template, and the visitor receives
 * the reply through the real SMTP sink, answerable to the staff mailbox; the message is then
 * replied with no Reply form left.
 */
test.describe('contact messages', () => {
  test('the contact page checks the form and has no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.firstNameRequired())).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.emailRequired())).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.contactNumberRequired())).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.messageRequired())).toBeVisible();
    // The honeypot stays out of the accessibility tree: no field named Website for people.
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    // The page's own content; the shared shell (header, footer, chat button) is checked by the public-pages spec.
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('visitor sends, moderator reads and replies, visitor receives the reply', async ({ page, browser }) => {
    const stamp = Date.now();
    const visitorEmail = `visitor.${stamp}@example.co.uk`;
    const text = `Assalamu alaikum, could you tell me how the cattle cycle returns are paid? Ref ${stamp}`;

    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Rukhsana');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Miah');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(visitorEmail);
    await page.getByRole('textbox', { name: 'Contact number', exact: true }).fill('+44 7700 900999');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
    // The success message clears itself after 3 s.
    await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeHidden({ timeout: 6_000 });

    // The staff mailbox: the first email of the seeded contact details.
    const staffMailbox = 'hello@breadbasketventures.com';
    const acknowledgement = await waitForMail(visitorEmail, new RegExp(`We received your message to ${SITE_NAME}`));
    expect(acknowledgement.text).toContain('Dear Rukhsana,');
    expect(acknowledgement.text).toContain(`> ${text}`);
    expect(acknowledgement.replyTo?.text).toBe(staffMailbox);
    const alert = await waitForMail(staffMailbox, /New contact message from Rukhsana Miah/);
    expect(alert.replyTo?.text).toBe(visitorEmail);

    const staff = await browser.newContext();
    const admin = waitingForHydration(await staff.newPage());
    await signInAs(admin, 'moderator');
    await admin.goto('/admin/contact/forms');
    await expect(admin.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await admin.getByLabel('Search').fill(String(stamp));
    await expect(admin).toHaveURL(new RegExp(`search=${stamp}`));
    const row = admin.getByRole('row', { name: /Rukhsana Miah/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Unread')).toBeVisible();
    await expect(row.getByText(text.slice(0, 60) + '...')).toBeVisible();

    await row.getByRole('link', { name: 'Rukhsana Miah', exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Rukhsana Miah' })).toBeVisible();
    await expect(admin.getByText('Read', { exact: true })).toBeVisible();
    await expect(admin.getByText(text)).toBeVisible();

    // Browser back returns to the list with its search, and the message now shows as read.
    await admin.goBack();
    await expect(admin).toHaveURL(new RegExp(`/admin/contact/forms\\?search=${stamp}`));
    await expect(admin.getByLabel('Search')).toHaveValue(String(stamp));
    await expect(admin.getByRole('row', { name: /Rukhsana Miah/ }).getByText('Read', { exact: true })).toBeVisible();

    await admin.getByRole('link', { name: 'Reply to Rukhsana Miah' }).click();
    const send = admin.getByRole('button', { name: 'Send Reply' });
    await expect(send).toBeDisabled();
    await admin.getByRole('button', { name: 'Use Template' }).click();
    const reply = admin.getByLabel('Your reply');
    await expect(reply).toHaveValue(/^Dear Rukhsana,/);
    await expect(reply).toHaveValue(new RegExp(`The ${SITE_NAME} Team$`));
    await reply.fill((await reply.inputValue()).replace('[Write your response here.]', 'Returns are paid at the end of each cycle.'));
    await send.click();
    await expect(admin.getByText(`Reply sent to ${visitorEmail}`)).toBeVisible();

    const mail = await waitForMail(visitorEmail, new RegExp(`Re: Your message to ${SITE_NAME}`));
    expect(mail.text).toContain('Dear Rukhsana,');
    expect(mail.text).toContain('Returns are paid at the end of each cycle.');
    expect(mail.from?.text).toContain(SITE_NAME);
    expect(mail.replyTo?.text).toBe(staffMailbox);

    await expect(admin.getByRole('heading', { name: 'Previous Replies' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Send Reply' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Use Template' })).toHaveCount(0);
    await expect(admin.getByText('Replied', { exact: true })).toBeVisible();

    await admin.getByRole('button', { name: 'Back to List' }).click();
    const replied = admin.getByRole('row', { name: /Rukhsana Miah/ });
    await expect(replied.getByText('Replied')).toBeVisible();
    await expect(replied.getByRole('link', { name: 'Reply to Rukhsana Miah' })).toHaveCount(0);
    await staff.close();
  });

  test('the inbox is closed to employees', async ({ page }) => {
    await signInAs(page, 'employee');
    await page.goto('/admin/contact/forms');
    await expect(page).toHaveURL(/\/unauthorized/);
  });
});
