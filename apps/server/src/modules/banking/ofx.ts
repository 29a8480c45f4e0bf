/**
 * A reader for OFX files, 1.x (SGML: leaf elements are not closed) and 2.x (XML), written as one
 * pass over the characters: every character is looked at a bounded number of times, so a file's
 * reading time grows with its size and nothing else. (ofx-js turned SGML into XML with regular
 * expressions, one of which backtracked exponentially: a 0.3 KB file froze the server for seconds.)
 *
 * No regular expressions here on purpose: the text comes from an upload.
 */

/** An element of the file: a leaf has `text`; an aggregate has `children` (in file order). */
export type OfxElement = { name: string; text: string | null; children: OfxElement[] };

/** OFX nests about 8 deep; a deeper file is not a bank statement, and the cap keeps closing tags cheap. */
export const OFX_MAX_DEPTH = 32;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with its entities (&amp; &lt; &#163; &#xA3; ...) written out; an unknown one is kept as it is. */
function decodeEntities(raw: string): string {
  let out = '';
  let copied = 0;
  for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', amp + 1)) {
    // Entity names are short: look no further than 10 characters, so a text full of '&' stays linear.
    let semi = amp + 1;
    while (semi < raw.length && semi - amp <= 10 && raw.charCodeAt(semi) !== 59 /* ; */) semi++;
    if (raw.charCodeAt(semi) !== 59) continue;
    const name = raw.slice(amp + 1, semi);
    let value: string | undefined = NAMED_ENTITIES[name.toLowerCase()];
    if (value === undefined && name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) value = String.fromCodePoint(code);
    }
    if (value === undefined) continue;
    out += raw.slice(copied, amp) + value;
    copied = semi + 1;
    amp = semi;
  }
  return copied === 0 ? raw : out + raw.slice(copied);
}

/**
 * Leaves a bank may leave empty in SGML (`<MEMO><NAME>...`): without text they still end at the next
 * tag, instead of taking the following elements in as their children.
 */
const LEAVES = new Set(
  'TRNUID CODE SEVERITY MESSAGE DTSERVER LANGUAGE ORG FID CURDEF CURSYM CURRATE BANKID BRANCHID ACCTID ACCTTYPE ACCTKEY DTSTART DTEND TRNTYPE DTPOSTED DTUSER DTAVAIL TRNAMT FITID CORRECTFITID CORRECTACTION SRVRTID CHECKNUM REFNUM SIC PAYEEID NAME EXTDNAME MEMO BALAMT DTASOF'.split(
    ' ',
  ),
);

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;

/** Where a tag's name ends: at white space, '/' or '>' (XML attributes follow white space). */
function nameEnd(text: string, from: number, end: number): number {
  let at = from;
  while (at < end) {
    const code = text.charCodeAt(at);
    if (isSpace(code) || code === 47 /* / */ || code === 62 /* > */) break;
    at++;
  }
  return at;
}

/**
 * The file's <OFX> element, or null when the file has none or is not well formed enough to read
 * (a '<' never closed, an aggregate left open at the end of the file, nesting too deep).
 * Headers (the SGML `KEY:VALUE` lines, XML's `<?xml ...?>` and `<?OFX ...?>`) and comments are
 * skipped; element names are upper-cased, as SGML names are not case sensitive.
 */
export function readOfx(text: string): OfxElement | null {
  const root: OfxElement = { name: '', text: null, children: [] };
  const stack: OfxElement[] = [root];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const textEnd = open < 0 ? text.length : open;
    if (textEnd > at) {
      const value = decodeEntities(text.slice(at, textEnd)).trim();
      const current = stack[stack.length - 1]!;
      // Text belongs to the element just opened: that makes it a leaf (closed or not, as SGML allows).
      if (value && stack.length > 1 && current.children.length === 0) current.text = current.text === null ? value : `${current.text} ${value}`;
    }
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const close = text.indexOf('-->', open + 4);
      at = close < 0 ? text.length : close + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const close = text.indexOf(']]>', open + 9);
      const value = text.slice(open + 9, close < 0 ? text.length : close).trim();
      const current = stack[stack.length - 1]!;
      if (value && stack.length > 1 && current.children.length === 0) current.text = current.text === null ? value : `${current.text} ${value}`;
      at = close < 0 ? text.length : close + 3;
      continue;
    }
    const close = text.indexOf('>', open + 1);
    if (close < 0) return null;
    at = close + 1;
    const first = text.charCodeAt(open + 1);
    if (first === 63 /* ? */ || first === 33 /* ! */) continue; // <?xml ...?>, <?OFX ...?>, <!DOCTYPE ...>
    if (first === 47 /* / */) {
      const name = text.slice(open + 2, nameEnd(text, open + 2, close)).toUpperCase();
      // Close the named element and every unclosed leaf inside it (SGML leaves have no end tags).
      let depth = stack.length - 1;
      while (depth > 0 && stack[depth]!.name !== name) depth--;
      // A closing tag nothing opened (a stray </NAME> after an unclosed leaf) is passed over.
      if (depth > 0) stack.length = depth;
      continue;
    }
    const end = nameEnd(text, open + 1, close);
    const name = text.slice(open + 1, end).toUpperCase();
    if (!name) return null;
    // An open leaf (it has text) ends where the next element starts: the new one is its sibling.
    const top = stack[stack.length - 1]!;
    if (stack.length > 1 && (top.text !== null || (top.children.length === 0 && LEAVES.has(top.name)))) stack.pop();
    const element: OfxElement = { name, text: null, children: [] };
    stack[stack.length - 1]!.children.push(element);
    const selfClosing = text.charCodeAt(close - 1) === 47; /* <TAG/> */
    if (selfClosing) continue;
    if (stack.length > OFX_MAX_DEPTH) return null;
    stack.push(element);
  }
  // Only leaves may be left open at the end: an aggregate still open means the file was cut short.
  for (let depth = stack.length - 1; depth > 0; depth--) if (stack[depth]!.text === null && stack[depth]!.children.length > 0) return null;
  const ofx = root.children.find((element) => element.name === 'OFX');
  return ofx ?? null;
}

/** The first child of `element` along `path` (names), or undefined. */
export function childAt(element: OfxElement | null | undefined, ...path: string[]): OfxElement | undefined {
  let current = element ?? undefined;
  for (const name of path) current = current?.children.find((child) => child.name === name);
  return current;
}

/** The text of the leaf along `path`, or null when it is missing or empty. */
export function textAt(element: OfxElement | null | undefined, ...path: string[]): string | null {
  return childAt(element, ...path)?.text || null;
}

/** Whether the text starts as an OFX file does: the SGML header, or XML with the OFX processing instruction or root. */
export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 500);
  let at = 0;
  while (at < head.length && (isSpace(head.charCodeAt(at)) || head.charCodeAt(at) === 0xfeff)) at++;
  const upper = head.slice(at).toUpperCase();
  if (upper.startsWith('<OFX>')) return true;
  if (upper.startsWith('OFXHEADER')) {
    let colon = 'OFXHEADER'.length;
    while (colon < upper.length && isSpace(upper.charCodeAt(colon))) colon++;
    return upper[colon] === ':';
  }
  if (!upper.startsWith('<?XML')) return false;
  const declarationEnd = upper.indexOf('>');
  if (declarationEnd < 0) return false;
  let next = declarationEnd + 1;
  while (next < upper.length && isSpace(upper.charCodeAt(next))) next++;
  return upper.startsWith('<?OFX', next) || upper.startsWith('<OFX', next);
}
