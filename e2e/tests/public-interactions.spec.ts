import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens a full-screen overlay, locks scrolling, and closes on a link, the close button, Escape and a wider window', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();

    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(800); // full screen, not clipped to the sticky header
    await expect(overlay.getByRole('link')).toHaveCount(11); // logo + seven links + Sign in + Open an account + বাংলা
    await expect(overlay.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn');
    await expect(overlay.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/register');
    for (const [i, label] of ['Home', 'Investment Plan', 'Team', 'Mission', 'Career', 'Apps', 'Contact'].entries()) {
      await expect(overlay.getByRole('listitem').nth(i)).toContainText(`${String(i + 1).padStart(2, '0')}${label}`);
    }
    await expect(overlay).toContainText(`© ${new Date().getFullYear()} Breadbasket Ventures`);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await overlay.getByRole('link', { name: /Team/ }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menuButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(overlay).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await menuButton.click();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test('the desktop navigation highlights the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mission');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mission' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('the about slider auto-advances, and moves with the arrows and the dots', async ({ page }) => {
  // The page's clock is driven by the test: the slider moves only when the test lets time pass.
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Photos from our farms' });
  await slider.scrollIntoViewIfNeeded();
  const track = slider.getByTestId('slider-track');
  const index = async () => Number(await track.getAttribute('data-index'));
  await page.clock.pauseAt(new Date('2026-03-01T10:10:00Z'));

  // Left alone it advances every 2 s.
  await page.mouse.move(0, 0);
  const start = await index();
  await page.clock.runFor(2_000);
  await expect.poll(index).not.toBe(start);

  // Hovering pauses it, so the arrows and dots can be checked exactly.
  await slider.hover();
  await slider.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(track).toHaveAttribute('data-index', '0');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(track).toHaveAttribute('data-index', '1');
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(track).toHaveAttribute('data-index', '0');
  await slider.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(track).toHaveAttribute('data-index', '2');
  await expect(slider.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');

  // Dragging past a quarter of a slide moves one slide; a short drag snaps back. Time runs again for
  // the drag's frames; the pointer stays over the slider, which pauses the auto-advance.
  await page.clock.resume();
  const box = (await track.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 600, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 560, y, { steps: 4 });
  await page.mouse.up();
  await expect(track).toHaveAttribute('data-index', '2');
  await page.mouse.move(box.x + 600, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, y, { steps: 6 });
  await page.mouse.up();
  await expect(track).toHaveAttribute('data-index', '3');
});

test('the FAQ accordion keeps one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  const triggers = page.locator('main').getByRole('button', { name: /^\[ 0\d \]/ });
  expect(await triggers.count()).toBeGreaterThan(1);
  await expect(triggers.first()).toContainText('[ 01 ]');
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
});

test('home: the Investment Guidelines popup offers the website first, then lists eight steps with the app link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View Investment Guidelines' }).click();
  const dialog = page.getByRole('dialog', { name: 'Investment Guidelines' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(8);
  await expect(dialog).toContainText('Install Our Mobile Application');
  await expect(dialog).toContainText('being recorded');
  // Above the app's steps: the same journey on this website.
  const website = dialog.getByText('Or do it all here on the website');
  await expect(dialog.getByRole('link', { name: 'See the investment plans' })).toHaveAttribute('href', '/investment-plans');
  await expect(dialog.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
  expect((await website.boundingBox())!.y).toBeLessThan((await dialog.getByRole('listitem').first().boundingBox())!.y);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'apps page' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(dialog).toBeHidden();
});

test('investment page: plans in pounds and the Make Investment popup with Mobile App and Direct Form', async ({ page }) => {
  await page.goto('/investment-plans');
  await expect(page.locator('#investment-plans')).toBeVisible();
  await expect(page.locator('#investment-plans')).toContainText('£');
  await page
    .getByRole('button', { name: /^Make Investment/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Make an Investment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Direct Form/ }).click();
  const direct = page.getByRole('dialog', { name: 'Invest with a Direct Form' });
  await expect(direct.getByRole('link', { name: /Chicken Investment/ })).toHaveAttribute('href', /^https?:/);
  await expect(direct.getByRole('link', { name: /Cattle Investment/ })).toHaveAttribute('href', /^https?:/);
  await direct.getByRole('button', { name: 'Back to options' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Mobile App/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Invest through the Mobile App' }).getByRole('listitem')).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('query-string switches hide the navigation, footer, floating buttons, hero and investment content', async ({ page }) => {
  await page.goto('/?nav=false&footer=false&app=false&heroHide=true&investmentHide=true');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveCount(0);
  await expect(page.getByText('Ethical · Halal · Social capital')).toHaveCount(0);
  await page.getByRole('button', { name: 'View Investment Guidelines' }).click();
  await expect(page.getByRole('dialog')).not.toContainText('Install Our Mobile Application');

  await page.goto('/?footerContentHide=true');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site information' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Chat with us/ })).toBeVisible();
});

test('go-to-top appears after 1.5 screens and scroll position is restored per path', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mission');
  const toTop = page.getByRole('button', { name: 'Go to top' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1300));
  await expect(toTop).toBeVisible();
  // The position is saved (throttled): wait until it is stored rather than for a fixed time.
  await expect.poll(() => page.evaluate(() => Number(sessionStorage.getItem('scroll:/mission')))).toBeGreaterThan(1200);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  // First visit starts at the top: the URL changes before the new page renders and resets the scroll, so wait for it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/mission$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1200);

  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('quick actions on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('step aside while the visitor reads down, return on scroll up, and leave the footer text clear at the end', async ({ page }) => {
    await page.goto('/mission');
    const chat = page.getByRole('link', { name: /Chat with us/ });
    const toTop = page.getByRole('button', { name: 'Go to top' });
    await expect(chat).toBeVisible();

    // Reading down (wheel until the page has hydrated and reacts): both buttons step aside.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return chat.isVisible();
      })
      .toBe(false);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(chat).toBeHidden();
    await expect(toTop).toBeHidden(); // past 1.5 screens, but the visitor is still reading down

    await page.mouse.wheel(0, -200);
    await expect(chat).toBeVisible();
    await expect(toTop).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chat).toBeVisible();
    await expect(toTop).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const texts = [footer.getByText(/All rights reserved/), ...(await footer.getByRole('link').all())];
    for (const button of [chat, toTop]) {
      const b = (await button.boundingBox())!;
      for (const text of texts) {
        const t = await text.boundingBox();
        if (!t) continue;
        const overlaps = b.x < t.x + t.width && t.x < b.x + b.width && b.y < t.y + t.height && t.y < b.y + b.height;
        expect(overlaps, `${(await button.getAttribute('aria-label')) ?? 'chat'} covers "${await text.textContent()}"`).toBe(false);
      }
    }
  });
});

/** Issue 23: the floating chat button never sits on a plan's Make Investment button, on a phone or a desktop. */
for (const width of [375, 1280]) {
  test(`at ${width} px the chat button steps aside from the plan's Make Investment button and stays when clear of it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/investment-plans');
    await page
      .getByRole('link', { name: /^Details and return calculator/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/investment-plans\/[0-9a-f-]{36}$/);
    // Exactly the plan page's button: the list's "Make Investment in …" buttons may still be on screen for a moment after the URL changes.
    const invest = page.getByRole('button', { name: 'Make Investment', exact: true });
    await expect(invest).toBeVisible();
    const chat = page.locator('aside[aria-label="Quick actions"] a');
    const overlaps = async () => {
      const [a, b] = [(await invest.boundingBox())!, (await chat.boundingBox())!];
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    // Where the button is clear of the chat button, the chat button stays.
    if (width === 1280) {
      await expect(chat).toBeVisible();
      expect(await overlaps()).toBe(false);
    }

    // A window whose bottom edge, where the chat button stands, runs through the invest button at the top of the page.
    const top = (await invest.boundingBox())!;
    await page.setViewportSize({ width, height: Math.round(top.y + top.height + 30) });
    await page.evaluate(() => window.scrollTo(0, 0));
    const place = (await page.getByRole('complementary', { name: 'Quick actions' }).boundingBox())!;
    const button = (await invest.boundingBox())!;
    expect(button.y < place.y + place.height && place.y < button.y + button.height, 'the chat button would stand on the invest button').toBe(true);
    await expect.poll(async () => !(await chat.isVisible()) || !(await overlaps())).toBe(true);
    await invest.click();
    await expect(page.getByRole('dialog', { name: 'Make an Investment' })).toBeVisible();
  });
}

test('Back returns to the same place on a long page whose sections load again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 5000));
  // The go-to-top button shows only once the page has hydrated: the click below is then a client navigation.
  await expect(page.getByRole('button', { name: 'Go to top' })).toBeVisible();
  // The place is what the visitor sees: the first heading in the window and how far down it stands. (Bands out of
  // sight are laid out as they near the window, and scroll anchoring keeps the view still while they grow, so
  // scrollY itself may settle a little away from 5000.)
  const place = () =>
    page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2, h3')].find((h) => h.getBoundingClientRect().top >= 0)!;
      return { heading: heading.textContent, top: Math.round(heading.getBoundingClientRect().top) };
    });
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  const left = await place();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investment Plan' }).click();
  await expect(page).toHaveURL(/\/investment-plans$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Home's sections load again after Back and grow the page: wait until they have all arrived.
  await expect(page.locator('[data-pending-section]')).toHaveCount(0);
  await expect
    .poll(async () => {
      const back = await place();
      return back.heading === left.heading && Math.abs(back.top - left.top) <= 3;
    })
    .toBe(true);
});

test('a page load adopts the server’s static sections without their code; a client navigation draws them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const lazyCode = (name: string) => scripts.filter((script) => script.startsWith(`/assets/${name}-`));
  expect(lazyCode('HomeSections')).toEqual([]);
  expect(lazyCode('SiteFooter')).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest in the farms that will feed a nation');
  await expect(page.getByRole('heading', { name: 'How Does It Work?' })).toBeVisible();

  // Arriving from a page the shell is not on (sign-in) draws the footer, and the home page, from their code.
  await page.goto('/login');
  await page.locator('header a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest in the farms that will feed a nation');
  for (const heading of ['Rooted in the villages of Bangladesh, open to investors everywhere', 'How Does It Work?', 'Some of Our Stories']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();
  expect(lazyCode('HomeSections')).toHaveLength(1);
  expect(lazyCode('SiteFooter')).toHaveLength(1);
});

test('a public page paints before it fetches its scripts, then hydrates with them', async ({ page }) => {
  const response = await page.goto('/contact');
  const html = await response!.text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('the home page, the careers list and the contact page load no validation code until the form is used', async ({ page }) => {
  // zod names its error class: a script holding that name carries the validation library.
  const validationScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const source = await response.text().catch(() => '');
    if (source.includes('ZodError')) validationScripts.push(new URL(response.url()).pathname);
  });
  // The home page's plan cards show their rounds with the contract's round words, kept apart from its schemas.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Join our team' })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(validationScripts).toEqual([]);

  // Starting on the form fetches its check; an empty send is then refused with the contract's words.
  await page.getByRole('textbox', { name: /First name/ }).focus();
  await expect.poll(() => validationScripts.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('the footer shows contact details from the contact info', async ({ page, request }) => {
  const info = (await (await request.get('/api/v1/contactInfo')).json()).data;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const phone of info?.phones ?? []) {
    await expect(footer.locator(`a[href="tel:${phone.number.replace(/\s+/g, '')}"]`)).toHaveText(phone.displayNumber || phone.number);
  }
  for (const email of info?.emails ?? []) await expect(footer.locator(`a[href="mailto:${email.address}"]`)).toBeVisible();
  for (const office of info?.offices ?? []) await expect(footer).toContainText(`${office.title}: ${office.address}`);
  for (const link of ['Terms & Conditions', 'GDPR Policy', 'Privacy Policy', 'Contact']) {
    await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Breadbasket Ventures`);
});

test('the admin footer short links lead to the real pages', async ({ page }) => {
  for (const [from, to] of [
    ['/help', '/faq'],
    ['/terms', '/terms-and-conditions'],
    ['/privacy', '/privacy-policy'],
  ]) {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
  }
});

test('each app on /apps has its own store links', async ({ page }) => {
  await page.goto('/apps');
  const androidLinks = await page.getByRole('link', { name: /Download for Android/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(androidLinks).size).toBe(2);
});
