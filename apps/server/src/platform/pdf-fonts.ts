import { createRequire } from 'node:module';
import type { Language } from '@app/contract';

/**
 * The fonts a PDF is drawn in. English keeps pdfkit's built-in Helvetica (no font file, and the
 * accepted agreement's bytes stay as they were). Bengali needs a font with the script: Noto Sans
 * Bengali, self-hosted from an npm package as TTF (pdfkit embeds TTF/OTF, and fontkit shapes its
 * conjuncts, reph and pre-base vowel signs the way HarfBuzz does, checked as pictures through
 * pdftoppm). The font also carries Latin letters, digits, £ and the minus sign, so mixed lines need no switch.
 */
export type PdfFonts = { regular: string; bold: string };

const packageFile = createRequire(import.meta.url).resolve;
const BENGALI = {
  regular: packageFile('@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf'),
  bold: packageFile('@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf'),
};

export function pdfFonts(doc: PDFKit.PDFDocument, language: Language): PdfFonts {
  if (language === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('NotoSansBengali', BENGALI.regular);
  doc.registerFont('NotoSansBengali-Bold', BENGALI.bold);
  return { regular: 'NotoSansBengali', bold: 'NotoSansBengali-Bold' };
}
