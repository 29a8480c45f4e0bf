import fs from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Plugin } from 'vite';
import { SALES_PACK_AUTHOR, SALES_PACK_PDF_PATH, SALES_PACK_SLIDES, salesPackSlidePath } from '../app/features/public/sales-pack.ts';

/** Slides are drawn on a 1600 x 1000 canvas; a PDF page of 960 x 600 pt keeps that shape (a widescreen slide). */
const PAGE: [number, number] = [960, 600];

/** Without its own width and height, a slide's viewBox is scaled to the page (they would draw it at 1600 pt). */
const fitToPage = (svg: string) => svg.replace(/<svg\b[^>]*>/, (tag) => tag.replace(/\s(?:width|height)="[^"]*"/g, ''));

/**
 * Vite loads this file in plain Node, which cannot import the TypeScript sources of @app/contract:
 * it takes only what app/features/public/sales-pack.ts (dependency-free) gives it.
 *
 * One PDF page per slide, drawn as vectors (text stays sharp at any zoom, can be searched and
 * copied). Fonts map to the PDF standard fonts (Helvetica, Times), so no font files are needed.
 */
export async function salesPackPdf(slides: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${SALES_PACK_AUTHOR} · Investment Sales Pack`, Author: SALES_PACK_AUTHOR },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const svg of slides) {
    doc.addPage();
    // @types/svg-to-pdfkit types the document as the PDFDocument class instead of an instance of it.
    SVGtoPDF(doc as unknown as typeof PDFDocument, fitToPage(svg), 0, 0, {
      width: PAGE[0],
      height: PAGE[1],
      warningCallback: (warning) => {
        throw new Error(`A sales pack slide cannot be drawn: ${warning}`);
      },
    });
  }
  doc.end();
  return done;
}

/** Emits the sales pack PDF next to its slides in the client build, from the slides in public/. */
export function salesPackPdfPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'sales-pack-pdf',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const slides = await Promise.all(SALES_PACK_SLIDES.map((_, i) => fs.readFile(path.join(publicDir, salesPackSlidePath(i + 1)), 'utf8')));
      this.emitFile({ type: 'asset', fileName: SALES_PACK_PDF_PATH.slice(1), source: await salesPackPdf(slides) });
    },
  };
}
