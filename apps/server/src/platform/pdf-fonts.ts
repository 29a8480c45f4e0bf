import { createRequire } from 'node:module';
import type { Language } from '@app/contract';

/**
 * The fonts a PDF is drawn in, registered under two names the drawing code uses in every language.
 * English keeps pdfkit's built-in Helvetica (no font file). Bengali needs a font with the script:
 * Noto Sans Bengali, self-hosted from an npm package as TTF (pdfkit embeds TTF/OTF, not WOFF2), and
 * fontkit shapes its conjuncts, reph and pre-base vowel signs as HarfBuzz does (checked as pictures
 * through pdftoppm beside Chromium's). It also carries Latin letters, digits, £ and the minus sign,
 * so a line mixing scripts needs no switch of font.
 */
export const BODY_FONT = 'Body';
export const BOLD_FONT = 'Body-Bold';

const packageFile = createRequire(import.meta.url).resolve;
const BENGALI = {
  regular: packageFile('@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf'),
  bold: packageFile('@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf'),
};

export function useLanguageFonts(doc: PDFKit.PDFDocument, language: Language) {
  doc.registerFont(BODY_FONT, language === 'bn' ? BENGALI.regular : 'Helvetica');
  doc.registerFont(BOLD_FONT, language === 'bn' ? BENGALI.bold : 'Helvetica-Bold');
  if (language === 'bn') withActualText(doc);
}

/**
 * Shaped Bengali is drawn in visual order (ি before its consonant) and with conjunct glyphs that
 * stand for several letters, so a reader copying or searching the text would get it jumbled. Each
 * text is therefore marked with its ActualText, the letters as written, which PDF readers (Acrobat,
 * poppler's pdftotext, PDFium) copy and search instead of the glyphs.
 */
function withActualText(doc: PDFKit.PDFDocument) {
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: string | number, ...rest: unknown[]) => {
    doc.markContent('Span', { actual: String(value) } as PDFKit.Mixins.MarkingOptions);
    text(value, ...rest);
    doc.endMarkedContent();
    return doc;
  }) as typeof doc.text;
}
