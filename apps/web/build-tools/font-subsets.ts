import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The first screen's fonts, cut to the characters the site's text uses. Fontsource's latin files
 * (Inter 48 KB, Fraunces 37 KB) carry every Latin-1 letter and every alternate glyph and OpenType
 * feature of the typeface; on a phone on slow 4G those 85 KB went down the wire before the largest
 * text could paint in its font. The core files keep ASCII, the punctuation and symbols the pages
 * use, the OpenType features a browser applies by default plus the two the stylesheet asks for
 * (`tnum` for tabular-nums, `ordn` for ordinal).
 *
 * Any other character (an accented name in a story an editor writes) is still drawn in the same
 * typeface: app.css declares the full latin file first and the core file after it, and a browser
 * takes the last face whose unicode-range has the character, downloading the full file only for a
 * page that has such a character.
 */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/** No-break space, £ © · × ÷, the dashes and curly quotes, bullet, ellipsis, €, ™, arrows, minus. */
const SYMBOLS = '\u00a0\u00a3\u00a9\u00b7\u00d7\u00f7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u2190\u2191\u2192\u2193\u2212';
export const CORE_CHARACTERS = ASCII + SYMBOLS;

/** The same characters as a CSS unicode-range (consecutive code points joined), as app.css declares it. */
export function coreUnicodeRange(): string {
  const points = [...new Set([...CORE_CHARACTERS].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** Features browsers apply to Latin text by default, and the two the stylesheet turns on. */
const KEEP_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum', 'ordn'];

const require = createRequire(import.meta.url);
/** The core fonts: the file written under app/fonts and the Fontsource latin file it is cut from. */
export const CORE_FONTS = [
  { file: 'inter-core-wght-normal.woff2', source: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') },
  { file: 'fraunces-core-wght-normal.woff2', source: require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2') },
];
export const FONTS_DIR = path.join(import.meta.dirname, '..', 'app', 'fonts');

/**
 * Every weight of the variable axis stays: narrowing it to the weights the pages use (400 to 900)
 * moved the font's default instance, whose advance widths the others are drawn from, and headings
 * in Fraunces set narrower (the home page's title took two lines instead of three at 1280 px).
 */
export const coreSubset = (source: string) => subsetFont(fs.readFileSync(source), CORE_CHARACTERS, { targetFormat: 'woff2', keepFeatures: KEEP_FEATURES });

/**
 * The Bengali font's glyphs for the one Bengali word an English page shows: the language switch's
 * "বাংলা". Bengali pages load Noto Sans Bengali whole (app.css, `html[lang='bn']`); an English page
 * draws that word from this file (a couple of KB) instead of fetching the 105 KB font for it.
 */
export const BENGALI_NAME = {
  file: 'bengali-name.woff2',
  source: require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'),
  text: 'বাংলা',
};
export const bengaliNameSubset = () => subsetFont(fs.readFileSync(BENGALI_NAME.source), BENGALI_NAME.text, { targetFormat: 'woff2' });
