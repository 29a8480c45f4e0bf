import { beforeAll, describe, expect, it } from 'vitest';
import { pretty } from '@react-email/render';
import { RISK_WARNING } from '@app/contract';
import { mailSamples, type MailSample } from '../testing/mail-samples.ts';

/**
 * Every transactional mail in the one layout. Kept as files beside this test (review a change
 * there): the layout once, as the full HTML of one sample, and for each mail only what is its own,
 * the preview line and the content section's HTML, plus its plain text. Every mail is checked to
 * sit in exactly that layout, and for what every mail must carry.
 */

let samples: MailSample[];
beforeAll(async () => {
  samples = await mailSamples();
});

/** The mail whose full HTML stands for the layout; a Bengali one for the Bengali layout (its own words, lang and fonts). */
const LAYOUT_SAMPLE = 'account-locked';
const BENGALI_LAYOUT_SAMPLE = 'password-reset-bn';
const isBengali = (mail: MailSample) => mail.name.endsWith('-bn');
/**
 * A mail's own parts of its HTML: the inbox preview and the content section (from the heading to
 * the rule above the footer), and the frame left around them, which is the same for every mail.
 */
function ownParts(html: string) {
  // The preview is padded with invisible characters to a fixed length: the padding goes with it.
  const preview = /data-skip-in-text="true">([^<]*)<div>[^<]*<\/div>/.exec(html);
  const start = html.indexOf('<h1');
  const end = html.indexOf('<hr');
  if (!preview || start < 0 || end < start) throw new Error('a mail without preview, heading or footer rule');
  return {
    preview: preview[1]!,
    content: html.slice(start, end),
    frame: `${html.slice(0, preview.index)}[preview]${html.slice(preview.index + preview[0].length, start)}[content]${html.slice(end)}`,
  };
}

const VOID = new Set(['br', 'hr', 'img', 'meta']);
/** The top-level elements of an HTML fragment, one string each: a mail's blocks, a line each in its file (a table a line a row). */
function blocksOf(fragment: string) {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of fragment.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = tag;
    if (!name || (!closing && (selfClosing || VOID.has(name.toLowerCase())))) {
      if (depth > 0) continue;
    } else if (closing) depth--;
    else depth++;
    if (depth === 0) {
      const end = tag.index + tag[0].length;
      blocks.push(
        fragment
          .slice(start, end)
          .trim()
          .replace(/(?<!^)(?=<tr[\s>])/g, '\n'),
      );
      start = end;
    }
  }
  return blocks;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const FOOTER = 'Breadbasket Ventures Ltd, 1 Demo Street, London EC1A 1AA, United Kingdom. Registered in England and Wales, company number 00000000.';
const BENGALI_FOOTER = 'Breadbasket Ventures Ltd, 1 Demo Street, London EC1A 1AA, United Kingdom। England and Wales-এ নিবন্ধিত, কোম্পানি নম্বর 00000000।';
/** What a reader sees of the HTML: tags, comments and styles dropped. */
const visible = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('mail layout', () => {
  it('draws every mail kind as the snapshot files show', async () => {
    expect(samples.length).toBeGreaterThanOrEqual(27);
    const layout = samples.find((mail) => mail.name === LAYOUT_SAMPLE)!;
    await expect(await pretty(layout.html)).toMatchFileSnapshot('__mails__/layout.html');
    const bengaliLayout = samples.find((mail) => mail.name === BENGALI_LAYOUT_SAMPLE)!;
    await expect(await pretty(bengaliLayout.html)).toMatchFileSnapshot('__mails__/layout-bn.html');
    for (const mail of samples) {
      const own = ownParts(mail.html);
      expect(own.frame, mail.name).toBe(ownParts((isBengali(mail) ? bengaliLayout : layout).html).frame);
      await expect(`<!-- preview: ${own.preview} -->\n${blocksOf(own.content).join('\n')}\n`).toMatchFileSnapshot(`__mails__/${mail.name}.html`);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`__mails__/${mail.name}.txt`);
    }
  });

  it('puts the company, a heading and at most one button in every mail, with no ISO date and no image but our own uploads', () => {
    for (const mail of samples) {
      const footer = isBengali(mail) ? BENGALI_FOOTER : FOOTER;
      expect(mail.text, mail.name).toContain(footer);
      expect(visible(mail.html), mail.name).toContain(footer);
      expect(mail.html, mail.name).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(visible(mail.html), mail.name).not.toMatch(ISO_DATE);
      expect(mail.text, mail.name).not.toMatch(ISO_DATE);
      expect(mail.html, mail.name).not.toMatch(/data:|<link/);
      // The only pictures are a cycle update's photos: absolute URLs of our uploads, with alt text for when images are blocked.
      for (const image of mail.html.matchAll(/<img[^>]*>/g)) {
        expect(image[0], mail.name).toMatch(/ alt="[^"]+"/);
        expect(image[0], mail.name).toMatch(/ src="https:\/\/breadbasket\.example\/api\/v1\/uploads\/[^"]+\.webp"/);
      }
      // React Email's button is the only link drawn with a padded block.
      expect((mail.html.match(/mso-padding-alt:0px" target="_blank"/g) ?? []).length, mail.name).toBeLessThanOrEqual(1);
    }
  });

  it('makes the receipt state the amount and the day it arrived, in words', () => {
    const receipt = samples.find((mail) => mail.name === 'investment-status-active')!;
    expect(receipt.text).toMatch(/Amount received:\s+£2,400.00/);
    expect(receipt.text).toMatch(/Received on:\s+10 January 2026/);
  });

  it('makes the payout advice state the amount, the day and the masked account it went to', () => {
    const advice = samples.find((mail) => mail.name === 'investment-status-paid-out')!;
    expect(advice.text).toMatch(/Amount paid:\s+£2,835.00/);
    expect(advice.text).toMatch(/Paid on:\s+24 July 2026/);
    expect(advice.text).toMatch(/Paid to:\s+Sort code 20-32-06, account ••••5678/);
  });

  it('splits the matured mail into capital and profit and names the account the payout will go to', () => {
    const matured = samples.find((mail) => mail.name === 'investment-status-matured')!;
    expect(matured.text).toMatch(/Your capital:\s+£2,400.00\nYour share of the profit:\s+£435.00\nDue to you:\s+£2,835.00\n/);
    expect(matured.text).toContain('We will pay £2,835.00 to your payout account (Sort code 20-32-06, account ••••5678) in our next payout batch');
    const advice = samples.find((mail) => mail.name === 'investment-status-paid-out')!;
    expect(advice.text).toMatch(/Capital returned:\s+£2,400.00\nYour share of the profit:\s+£435.00\nAmount paid:\s+£2,835.00\n/);
  });

  it('repeats reference, amount and every bank detail when asking for payment, never "your first email"', () => {
    for (const name of ['investment-requested', 'investment-status-awaiting-payment']) {
      const mail = samples.find((sample) => sample.name === name)!;
      for (const fact of [
        /Payment reference:\s+BBV-2026-00042/,
        /Amount:\s+£2,400.00/,
        /Bank:\s+Demo Bank plc/,
        /Account name:\s+Breadbasket Ventures Ltd/,
        /Sort code:\s+04-00-04/,
        /Account number:\s+12345678/,
        /IBAN:\s+GB33 DEMO/,
        /BIC\/SWIFT:\s+DEMOGB2L/,
      ]) {
        expect(mail.text, name).toMatch(fact);
      }
      expect(mail.text).not.toContain('first email');
      expect(mail.text).toContain(`${RISK_WARNING.headline} ${RISK_WARNING.body}`);
    }
  });

  it('writes a Bengali account\'s mails in Bengali: words, dates, pounds in Bengali digits, links to the Bengali pages, lang="bn"', () => {
    for (const mail of samples.filter(isBengali)) {
      expect(mail.html, mail.name).toContain('<html dir="ltr" lang="bn">');
      // Staff's answer to a contact message is their own words, greeting and all; a round alert knows no name.
      if (!['contact-reply-bn', 'round-alert-confirmed-bn', 'round-opened-bn'].includes(mail.name)) expect(mail.text, mail.name).toMatch(/^প্রিয় .+,$/m);
      // The back office (an employee's workplan) has English pages only.
      for (const link of mail.text.matchAll(/https:\/\/breadbasket\.example(\/\S*)?/g)) if (link[1]) expect(link[1], mail.name).toMatch(/^\/(bn|admin)\//);
      // No English sentence above the footer (whose company facts are the configuration's, as registered).
      expect(mail.text.split('\n--\n')[0], mail.name).not.toMatch(/\b(Hello|Your|the|and|is|to)\b/);
    }
    const requested = samples.find((mail) => mail.name === 'investment-requested-bn')!;
    expect(requested.subject).toBe('আপনার বিনিয়োগের অনুরোধ BBV-2026-00042');
    expect(requested.text).toMatch(/পরিমাণ:\s+£২,৪০০.০০/);
    expect(requested.text).toContain('যে টাকা বিনিয়োগ করছেন তার সবটুকু হারাতে প্রস্তুত না থাকলে বিনিয়োগ করবেন না।');
    expect(samples.find((mail) => mail.name === 'verification-code-bn')!.subject).toBe('আপনার Breadbasket Ventures যাচাইকরণ কোড');
  });

  it("shows a cycle update's photos as pictures, and says what they show in the plain text", () => {
    const mail = samples.find((sample) => sample.name === 'cycle-update')!;
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    expect(mail.text).toContain('[Photo 1 of the 10 February 2026 update from Winter cattle 2026, Rangpur]');
    expect(mail.text).not.toMatch(/\.webp|\/uploads\//);
    expect(mail.text).toMatch(/Average weight:\s+212\.045 kg/);
  });

  it('tells the investor the cycle their investment joined and its expected maturity', () => {
    const mail = samples.find((sample) => sample.name === 'investment-in-cycle')!;
    expect(mail.text).toMatch(/Cycle:\s+Winter cattle 2026\n/);
    expect(mail.text).toMatch(/Expected maturity:\s+10 July 2026\n/);
  });

  it('shows the verification code large and spaced, and as typed in the plain text', () => {
    const mail = samples.find((sample) => sample.name === 'verification-code')!;
    expect(mail.html).toMatch(/<p style="font-size:32px;[^"]*letter-spacing:8px[^>]*>482913</);
    expect(mail.text).toContain('Your code: 482913');
  });
});
