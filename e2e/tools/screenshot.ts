/**
 * Screenshots for looking at a page as a person would, at phone and desktop widths.
 *   node --import tsx e2e/tools/screenshot.ts --base http://127.0.0.1:3100 --path /team --out /tmp/team \
 *     [--widths 375,1280] [--login email:password] [--full]
 * Writes <out>-375.png, <out>-1280.png. --login signs in through POST /api/v1/auth/login first.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const args = Object.fromEntries(
  process.argv.slice(2).reduce<[string, string][]>((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] && !all[i + 1]!.startsWith('--') ? all[i + 1]! : 'true']);
    return pairs;
  }, []),
);
const base = args.base ?? 'http://127.0.0.1:3000';
const widths = (args.widths ?? '375,1280').split(',').map(Number);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
    const page = await context.newPage();
    if (args.login) {
      const [email, password] = args.login.split(':');
      await page.goto(base + '/');
      const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const res = await page.request.post(base + '/api/v1/auth/login', { data: { email, password, rememberMe: false }, headers: { 'X-XSRF-TOKEN': xsrf } });
      if (!res.ok()) console.error('login failed', res.status(), await res.text());
    }
    await page.goto(base + (args.path ?? '/'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(args.wait ?? 400));
    const file = `${args.out ?? '/tmp/shot'}-${width}.png`;
    // A whole page in one picture: lay out the bands a page load leaves unrendered out of sight (public.css).
    if (args.full === 'true') await page.evaluate(() => document.documentElement.removeAttribute('data-page-load'));
    await page.screenshot({ path: file, fullPage: args.full === 'true' });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
}
