import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CHARACTERS, CORE_FONTS, coreSubset, coreUnicodeRange, FONTS_DIR } from './font-subsets';

const css = fs.readFileSync(path.join(FONTS_DIR, '..', 'app.css'), 'utf8');
/** Each @font-face of app.css: its file and its unicode-range, whitespace folded. */
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
  src: /url\('([^']+)'\)/.exec(body!)![1]!,
  range: /unicode-range:([^;]+);/.exec(body!)![1]!.replace(/\s+/g, ' ').trim(),
  weight: /font-weight: ([^;]+);/.exec(body!)![1]!,
}));

describe('core font files', () => {
  it('are the files the script cuts from the installed Fontsource fonts (npm run fonts -w apps/web after an update)', async () => {
    for (const { file, source } of CORE_FONTS) {
      const committed = fs.readFileSync(path.join(FONTS_DIR, file));
      expect(Buffer.compare(committed, await coreSubset(source)), file).toBe(0);
      expect(committed.length).toBeLessThan(fs.statSync(source).size * 0.75);
    }
  });

  it('are declared for exactly their characters and weights, after the full latin face each of them falls back to', () => {
    for (const { file } of CORE_FONTS) {
      const at = faces.findIndex((face) => face.src === `./fonts/${file}`);
      expect(at, file).toBeGreaterThan(0);
      expect(faces[at]!.range).toBe(coreUnicodeRange());
      const full = faces.findIndex((face) => face.src.endsWith(`/${file.replace('-core-', '-latin-')}`));
      expect(full).toBeLessThan(at);
      // One weight range for both, or the browser treats them as two faces and downloads both.
      expect(faces[at]!.weight).toBe(faces[full]!.weight);
    }
  });

  it('write a range from its characters, joining consecutive code points', () => {
    expect(coreUnicodeRange().startsWith('U+0020-007E, U+00A0, U+00A3')).toBe(true);
    expect(CORE_CHARACTERS).toContain('£');
    expect(coreUnicodeRange()).toContain('U+2018-2019');
  });
});
