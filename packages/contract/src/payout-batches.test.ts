import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BACS_FIELD_MAX, bacsSortCode, bacsText, swiftText, SWIFT_NAME_MAX } from './payout-batches.ts';
import { csvCell } from './csv.ts';

describe('bank file text', () => {
  it('writes names and references in the Bacs character set, 18 characters at most', () => {
    expect(bacsText('Chloé O’Neil')).toBe('CHLOE O NEIL');
    expect(bacsText('BBV-2026-00012')).toBe('BBV-2026-00012');
    expect(bacsText('=HYPERLINK("http://x")')).toBe('HYPERLINK HTTP //X');
    expect(bacsText('Mohammed Abdul-Rahman Chowdhury')).toBe('MOHAMMED ABDUL-RAH');
    expect(bacsSortCode('20-32-06')).toBe('203206');
  });

  it('keeps SWIFT punctuation but no formula start', () => {
    expect(swiftText('+Zoë O’Neil, Ltd', SWIFT_NAME_MAX)).toBe("Zoe O'Neil, Ltd");
    expect(swiftText('@SUM(1+1)', SWIFT_NAME_MAX)).toBe('SUM(1+1)');
  });

  it('whatever is typed: only allowed characters, within the limit, never read as a formula, never changed by the CSV writer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const bacs = bacsText(text);
        expect(bacs).toMatch(/^[A-Z0-9 .&/-]*$/);
        expect(bacs.length).toBeLessThanOrEqual(BACS_FIELD_MAX);
        expect(bacs).not.toMatch(/^[^A-Z0-9]|\s$/);
        expect(csvCell(bacs)).toBe(bacs);
        const swift = swiftText(text, SWIFT_NAME_MAX);
        expect(swift).toMatch(/^[A-Za-z0-9 /\-?:().,'+]*$/);
        expect(swift.length).toBeLessThanOrEqual(SWIFT_NAME_MAX);
        expect(swift).not.toMatch(/^[=+\-@]/);
        expect(csvCell(swift).replace(/^"|"$/g, '')).toBe(swift);
      }),
    );
  });
});
