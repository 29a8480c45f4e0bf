/**
 * Every transactional mail as an image, to look at before changing the layout:
 *   node --import tsx e2e/tools/render-mails.ts [--out /tmp/mails] [--width 640] [--only verification-code]
 * Draws the samples of apps/server/src/testing/mail-samples.ts (the real mail functions with fixed
 * inputs) in Chromium with the network off, as a mail client that blocks remote content would,
 * and writes <out>/<name>.png. A Bengali mail is drawn with Noto Sans Bengali given to the page, as
 * a reader's phone or computer has a Bengali font (this machine has none, and a mail loads no web font).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { mailSamples } from '../../apps/server/src/testing/mail-samples.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const requireFile = createRequire(path.resolve('apps/server/package.json')).resolve;
const bengaliFont = (weight: number, file: string) =>
  `@font-face { font-family: 'Noto Sans Bengali'; font-weight: ${weight}; src: url(data:font/ttf;base64,${fs.readFileSync(requireFile(`@expo-google-fonts/noto-sans-bengali/${file}`)).toString('base64')}); }`;
const BENGALI_FONTS = bengaliFont(400, '400Regular/NotoSansBengali_400Regular.ttf') + bengaliFont(700, '700Bold/NotoSansBengali_700Bold.ttf');

const args = Object.fromEntries(
  process.argv.slice(2).reduce<[string, string][]>((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] ?? 'true']);
    return pairs;
  }, []),
);
const out = args.out ?? '/tmp/mails';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: Number(args.width ?? 640), height: 600 }, offline: true });
  const page = await context.newPage();
  for (const mail of await mailSamples()) {
    if (args.only && mail.name !== args.only) continue;
    await page.setContent(mail.html);
    if (mail.html.includes('lang="bn"')) await page.addStyleTag({ content: BENGALI_FONTS });
    const file = path.join(out, `${mail.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await browser.close();
}
