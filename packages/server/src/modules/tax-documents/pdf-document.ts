import { createRequire } from 'node:module';
import { loadFontEngine, parsedFont, takeCommonGlyphs } from './pdf-fonts';

// DejaVu Sans has the rupee sign; it ships in an npm package, so nothing is fetched at run time.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const MARGIN = 36;
const A4_WIDTH = 595.28;
export const CONTENT = A4_WIDTH - 2 * MARGIN;

/**
 * An A4 document with the fonts registered as `body` and `bold`; `done` resolves to the PDF's
 * bytes once the caller ends the document. pdfkit is loaded on the first document, not at start.
 */
export async function startA4Document(title: string, author: string) {
  const { default: PDFDocument } = await import('pdfkit');
  await loadFontEngine();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: author },
  });
  doc.registerFont('body', parsedFont(FONT));
  doc.registerFont('bold', parsedFont(FONT_BOLD));
  takeCommonGlyphs(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type Doc = Awaited<ReturnType<typeof startA4Document>>['doc'];

/** 'INV/2026-27/000123' with prefix 'invoice' → 'invoice-INV-2026-27-000123.pdf' */
export const pdfFileName = (prefix: string, number: string) =>
  `${prefix}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
