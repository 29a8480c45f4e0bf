import { createElement as h, type ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import { renderToReadableStream } from 'react-dom/server.edge';
import { HTML_LANG, RISK_SUMMARY_PATH, SITE_NAME, pathInLanguage, riskWarningIn, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Company, Config } from '../config.ts';

/**
 * The one layout of every transactional mail. A mail is described as content (below), never as
 * HTML: `renderMail` draws it with React Email (tables and inline styles that mail clients read)
 * and writes the plain-text part from the same content, so the two never disagree.
 *
 * How to write a mail (see `sendMail` in mail.ts, and auth/mails.ts or investments/mails.ts):
 *
 *   await sendMail(mailer, {
 *     kind: 'payment-received', to, subject: 'We received your payment',
 *     content: {
 *       heading: 'Payment received',
 *       greeting: `Hello ${name},`,
 *       body: [
 *         `Thank you: your transfer for ${reference} has arrived.`,
 *         { facts: [['Amount', formatMoney(amount, 'GBP')], ['Received on', formatDate(valueDate)]] },
 *       ],
 *       button: { label: 'See your investment', url: `${config.publicUrl}/portfolio/investments/${id}` },
 *     },
 *   });
 *
 * Rules the layout keeps for every mail: dates in words (formatDate: "25 November 2026"), amounts
 * with their currency (formatMoney), at most one button, links as the button or plain URLs in
 * text, `riskWarning: true` on any mail that promotes a plan, the company's name, address and
 * registration in the footer (COMPANY_* configuration). The logo is text, so it shows with
 * remote images blocked and needs no attachment.
 */

/** One block of a mail's body, in reading order. */
export type MailBlock =
  /** A paragraph; line breaks are kept, URLs become links. */
  | string
  /** A one-time code, shown large and spaced (copied as typed from the plain text). */
  | { code: string }
  /** Label and value pairs: amounts, dates, references, bank details. */
  | { facts: readonly (readonly [label: string, value: string])[]; title?: string }
  /** Someone's own words quoted back (a message, a reviewer's feedback). */
  | { quote: string }
  /**
   * Pictures shown in the mail, one under another: absolute URLs the mail client loads, with alt
   * text that stands in when images are blocked and is all the plain-text part says of them.
   */
  | { images: readonly { readonly url: string; readonly alt: string }[] };

/**
 * Blocks another module adds to a mail, made while the mail is written so they speak its language
 * (the addressee's, set by sendMailTo's scope).
 */
export type WrittenBlocks = () => readonly MailBlock[];

export type MailContent = {
  heading: string;
  /** "Hello Amina," — its own line above the body. */
  greeting?: string;
  body: readonly MailBlock[];
  /** The single call to action. */
  button?: { label: string; url: string };
  /** Words after the button: a sign-off, what to do if this was not you. */
  after?: readonly string[];
  /** Adds MAIL_RISK_LINE; required on any mail that promotes a plan. */
  riskWarning?: boolean;
  /** Inbox preview line; defaults to the heading. */
  preview?: string;
};

type RenderedMail = { html: string; text: string };

type Brand = Pick<Config, 'publicUrl' | 'company'>;

/** The brand's colours in print: mails, and the agreement and statement PDFs. */
export const COLOURS = { green: '#2f5d3a', ink: '#1f2a1f', muted: '#5b6152', line: '#dfe3d6', page: '#f4f5ef', tint: '#eef3ea' } as const;
const FONT = 'Helvetica, Arial, sans-serif';
/** Bengali mails: the reader's own Bengali font first (mail clients load no web fonts), then the system's. */
const BENGALI_FONT = "'Noto Sans Bengali', 'Hind Siliguri', Vrinda, 'Bangla Sangam MN', Helvetica, Arial, sans-serif";

/** The registration sentence of the footer and of statements, in the mail's or the document's language. */
export const companyLine = (company: Company, language: Language = 'en') =>
  m.mail_layout_company_line(
    { name: company.name, address: company.address, registeredIn: company.registeredIn, number: company.number },
    { locale: language },
  );

/** The layout's own words in the mail's language: made before rendering, which awaits. */
function layoutWords(language: Language) {
  const risk = riskWarningIn(language);
  return {
    lang: HTML_LANG[language],
    tagline: m.mail_layout_tagline({}, { locale: language }),
    riskLine: `${risk.headline} ${risk.body}`,
    riskLink: risk.link,
    riskPath: pathInLanguage(RISK_SUMMARY_PATH, language),
    yourCode: (code: string) => m.mail_layout_your_code({ code }, { locale: language }),
    language,
  };
}
type LayoutWords = ReturnType<typeof layoutWords>;

const URL_PATTERN = /(https?:\/\/[^\s<]+)/g;

function withLinks(text: string): ReactNode[] {
  return text.split('\n').flatMap((line, index) => {
    const parts: ReactNode[] = line
      .split(URL_PATTERN)
      .map((part, i) => (i % 2 === 1 ? h(Link, { key: `l${i}`, href: part, style: { color: COLOURS.green, textDecoration: 'underline' } }, part) : part));
    return index === 0 ? parts : [h('br', { key: `b${index}` }), ...parts];
  });
}

const paragraph = (text: string, key: string | number, style: Record<string, string | number> = {}) =>
  h(Text, { key, style: { fontSize: '15px', lineHeight: '24px', color: COLOURS.ink, margin: '0 0 16px', ...style } }, ...withLinks(text));

function block(item: MailBlock, key: number): ReactNode {
  if (typeof item === 'string') return paragraph(item, key);
  if ('code' in item) {
    return h(
      Section,
      { key, style: { background: COLOURS.tint, borderRadius: '8px', padding: '16px', margin: '0 0 16px', textAlign: 'center' } },
      h(
        Text,
        {
          style: {
            fontFamily: "'Courier New', Courier, monospace",
            fontSize: '32px',
            lineHeight: '40px',
            fontWeight: 700,
            letterSpacing: '8px',
            color: COLOURS.ink,
            margin: 0,
          },
        },
        item.code,
      ),
    );
  }
  if ('images' in item) {
    return h(
      Section,
      { key, style: { margin: '0 0 16px' } },
      ...item.images.map((image, i) =>
        h(Img, {
          key: i,
          src: image.url,
          alt: image.alt,
          width: '100%',
          // Without it React's server renderer adds a <link rel="preload"> for the image to the head, which a mail has no use for.
          fetchPriority: 'low',
          style: { display: 'block', width: '100%', maxWidth: '496px', height: 'auto', borderRadius: '8px', margin: '0 0 12px', border: 0 },
        }),
      ),
    );
  }
  if ('quote' in item) {
    return h(
      Section,
      { key, style: { borderLeft: `3px solid ${COLOURS.line}`, padding: '0 0 0 12px', margin: '0 0 16px' } },
      paragraph(item.quote, 'q', { color: COLOURS.muted, margin: 0 }),
    );
  }
  return h(
    Section,
    { key, style: { border: `1px solid ${COLOURS.line}`, borderRadius: '8px', padding: '8px 16px', margin: '0 0 16px' } },
    item.title ? h(Text, { style: { fontSize: '13px', fontWeight: 700, color: COLOURS.green, margin: '8px 0' } }, item.title) : null,
    ...item.facts.map(([label, value], i) =>
      h(Row, {
        key: i,
        children: [
          h(Column, { key: 'l', style: { fontSize: '14px', color: COLOURS.muted, padding: '4px 8px 4px 0', width: '45%', verticalAlign: 'top' } }, label),
          h(Column, { key: 'v', style: { fontSize: '14px', color: COLOURS.ink, fontWeight: 700, padding: '4px 0', verticalAlign: 'top' } }, value),
        ],
      }),
    ),
  );
}

function MailDocument({ content, brand, words }: { content: MailContent; brand: Brand; words: LayoutWords }) {
  return h(
    Html,
    { lang: words.lang },
    h(Head, null, h('meta', { name: 'color-scheme', content: 'light' })),
    h(Preview, null, content.preview ?? content.heading),
    h(
      Body,
      { style: { background: COLOURS.page, fontFamily: words.language === 'bn' ? BENGALI_FONT : FONT, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { background: '#ffffff', maxWidth: '560px', borderRadius: '12px', border: `1px solid ${COLOURS.line}`, padding: '28px 32px' } },
        // The logo is drawn in text and a coloured cell: it shows even when images are blocked.
        h(
          Section,
          { style: { margin: '0 0 24px' } },
          h(Row, {
            children: [
              h(
                Column,
                { key: 'mark', style: { width: '44px' } },
                h(
                  Link,
                  { href: brand.publicUrl, style: { textDecoration: 'none' } },
                  h(
                    'div',
                    {
                      style: {
                        background: COLOURS.green,
                        color: '#ffffff',
                        width: '36px',
                        height: '36px',
                        lineHeight: '36px',
                        borderRadius: '8px',
                        textAlign: 'center',
                        fontWeight: 700,
                        fontSize: '16px',
                      },
                    },
                    'BV',
                  ),
                ),
              ),
              h(
                Column,
                { key: 'name' },
                h(Text, { style: { margin: 0, fontSize: '17px', fontWeight: 700, color: COLOURS.green, lineHeight: '20px' } }, SITE_NAME),
                h(Text, { style: { margin: 0, fontSize: '12px', color: COLOURS.muted, lineHeight: '16px' } }, words.tagline),
              ),
            ],
          }),
        ),
        h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '30px', color: COLOURS.ink, margin: '0 0 16px' } }, content.heading),
        content.greeting ? paragraph(content.greeting, 'greeting') : null,
        ...content.body.map(block),
        content.button
          ? h(
              Section,
              { style: { margin: '8px 0 24px' } },
              h(
                Button,
                {
                  href: content.button.url,
                  style: { background: COLOURS.green, color: '#ffffff', borderRadius: '8px', padding: '12px 22px', fontSize: '15px', fontWeight: 700 },
                },
                content.button.label,
              ),
            )
          : null,
        ...(content.after ?? []).map((text, i) => paragraph(text, `a${i}`)),
        content.riskWarning ? paragraph(words.riskLine, 'risk', { fontWeight: 700, fontSize: '14px' }) : null,
        content.riskWarning
          ? h(
              Text,
              { key: 'risk-link', style: { fontSize: '14px', margin: '0 0 16px' } },
              h(Link, { href: `${brand.publicUrl}${words.riskPath}`, style: { color: COLOURS.green } }, words.riskLink),
            )
          : null,
        h(Hr, { style: { borderColor: COLOURS.line, margin: '24px 0 16px' } }),
        h(Text, { style: { fontSize: '12px', lineHeight: '18px', color: COLOURS.muted, margin: 0 } }, companyLine(brand.company, words.language)),
      ),
    ),
  );
}

/** The plain-text part, from the same content as the HTML. */
function mailText(content: MailContent, brand: Brand, words: LayoutWords): string {
  const blocks = content.body.map((item) => {
    if (typeof item === 'string') return item;
    if ('code' in item) return words.yourCode(item.code);
    if ('quote' in item) return item.quote.replace(/^/gm, '> ');
    if ('images' in item) return item.images.map((image) => `[${image.alt}]`).join('\n');
    const width = Math.max(...item.facts.map(([label]) => label.length)) + 2;
    const rows = item.facts.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
    return [...(item.title ? [item.title] : []), ...rows].join('\n');
  });
  return [
    SITE_NAME,
    `${content.heading}\n${'='.repeat(content.heading.length)}`,
    ...(content.greeting ? [content.greeting] : []),
    ...blocks,
    ...(content.button ? [`${content.button.label}: ${content.button.url}`] : []),
    ...(content.after ?? []),
    ...(content.riskWarning ? [words.riskLine, `${words.riskLink}: ${brand.publicUrl}${words.riskPath}`] : []),
    `--\n${companyLine(brand.company, words.language)}`,
  ].join('\n\n');
}

const HTML5_DOCTYPE = '<!DOCTYPE html>';
/** What React Email's render puts first: mail clients read XHTML 1.0 Transitional best. */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * React Email's `render`, drawn with React's web-stream renderer. Its Node build renders in an
 * AsyncLocalStorage, and on Node 20 the first one switches async hooks on for the whole process,
 * for good: after the first mail, every request paid for them (a quarter of a cached read's time,
 * `npm run bench`). The web renderer has none (see also the web app's entry.server.tsx).
 */
async function renderHtml(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  // React writes the HTML5 doctype before <html>; mails carry React Email's instead.
  return XHTML_DOCTYPE + (await new Response(stream).text()).replace(HTML5_DOCTYPE, '');
}

/** `language`: the mail's, for its `lang`, its font and the layout's own words (the content comes written in it). */
export async function renderMail(content: MailContent, brand: Brand, language: Language = 'en'): Promise<RenderedMail> {
  const words = layoutWords(language);
  return { html: await renderHtml(h(MailDocument, { content, brand, words })), text: mailText(content, brand, words) };
}
