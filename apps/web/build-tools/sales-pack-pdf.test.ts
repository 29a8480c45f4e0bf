import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SALES_PACK_SLIDES, salesPackSlidePath } from '../app/features/public/sales-pack';
import { salesPackPdf } from './sales-pack-pdf';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const slides = SALES_PACK_SLIDES.map((_, i) => fs.readFileSync(path.join(publicDir, salesPackSlidePath(i + 1)), 'utf8'));

describe('sales pack PDF', () => {
  it('has one widescreen page per slide, drawn from the slides in public/', async () => {
    const pdf = (await salesPackPdf(slides)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Page objects are written uncompressed (only their content streams are deflated).
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(SALES_PACK_SLIDES.length);
    expect(pdf.match(/\/MediaBox \[0 0 960 600\]/g)).toHaveLength(SALES_PACK_SLIDES.length);
  });

  it('fails the build on a slide it cannot draw instead of shipping a blank page', async () => {
    await expect(salesPackPdf([slides[0]!, '<p>not a slide</p>'])).rejects.toThrow(/cannot be drawn/);
  });
});
