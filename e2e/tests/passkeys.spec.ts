import { axeViolations } from './support/axe';
import { workerServer } from '../tools/servers.ts';
import { expect, test, waitingForHydration } from './support/test';
import { signIn, signOut } from './support/auth.ts';
import { newInvestor } from './support/investor.ts';
import { waitForMail } from './support/mail.ts';
import { submitRefusedUntilCorrected } from './support/forms.ts';

/**
 * An investor adds a passkey on the profile and signs in with it, with Chromium's virtual
 * authenticator (CDP WebAuthn) standing in for a phone or fingerprint reader. A passkey is bound to a
 * host name and browsers refuse IP addresses, so this flow runs on localhost.
 */

const PASSWORD = 'Passkey-Farm-42';

test('an investor adds a passkey on the profile and signs in with it instead of the password', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { email } = await newInvestor(page, PASSWORD, 'Nasrin Akter');
  const base = workerServer.baseURL.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: base });
  const investor = waitingForHydration(await context.newPage());
  const cdp = await context.newCDPSession(investor);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(investor, email, PASSWORD);
  await investor.goto('/profile');
  const panel = investor.getByRole('region', { name: 'Passkeys' });
  // A passkey signs in without the password, so adding one asks for it.
  await panel.getByLabel('Your current password').fill(PASSWORD);
  await submitRefusedUntilCorrected(panel, {
    submit: 'Add a passkey',
    error: 'Please give the passkey a name you will recognise, such as "My phone"',
    field: 'Passkey name',
    value: 'My laptop',
  });
  await expect(investor.getByText('Passkey added: you can now sign in with it.')).toBeVisible();
  await expect(panel.getByText('My laptop', { exact: true })).toBeVisible();
  await expect(panel.getByText(/not used yet/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect((await waitForMail(email, /A passkey was added/)).text).toContain('“My laptop”');

  // Signed out, the passkey alone signs the investor in: no email, password or code typed.
  await signOut(investor);
  await investor.goto('/login');
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(investor)).toEqual([]);
    await investor.screenshot({ path: test.info().outputPath(`passkey-login-${width}.png`) });
  }
  await investor.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(investor).toHaveURL(/\/portfolio$/);
  await investor.goto('/profile');
  await expect(panel.getByText(/last used/)).toBeVisible();
  for (const width of [375, 1280]) {
    await investor.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    expect(await axeViolations(investor)).toEqual([]);
    await panel.screenshot({ path: test.info().outputPath(`passkey-panel-${width}.png`) });
  }

  // Removed, it signs nobody in.
  await panel.getByRole('button', { name: 'Remove passkey My laptop' }).click();
  await expect(investor.getByText('Passkey removed')).toBeVisible();
  expect((await waitForMail(email, /A passkey was removed/)).text).toContain('“My laptop”');
  await signOut(investor);
  await investor.goto('/login');
  await investor.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(investor.getByText('This passkey is not registered with us. Sign in with your password instead.')).toBeVisible();
  await expect(investor).toHaveURL(/\/login$/);
  await context.close();
});
