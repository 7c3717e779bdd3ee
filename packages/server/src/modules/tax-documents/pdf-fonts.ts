import { readFileSync } from 'node:fs';
import type { create as fontkitCreate } from 'fontkit';

type FontSource = PDFKit.Mixins.PDFFontSource;
type Create = typeof fontkitCreate;

let create: Create | undefined;
const parsed = new Map<string, FontSource>();

/** Loads fontkit, pdfkit's own font engine (the same module instance), before a document starts. */
export async function loadFontEngine(): Promise<void> {
  create ??= (await import('fontkit')).create;
}

/**
 * The font in a file, parsed once per process and shared by every document. Parsing a TrueType
 * file cost more CPU than drawing the whole invoice (about 80 % of each PDF's time), and pdfkit
 * still subsets the shared font per document, so each PDF embeds only the glyphs it uses.
 */
export function parsedFont(file: string): FontSource {
  let font = parsed.get(file);
  if (!font) {
    if (!create) throw new Error('loadFontEngine() must run before a font is used');
    // pdfkit takes a parsed fontkit font as a font source (anything with `layout`).
    font = create(readFileSync(file)) as unknown as FontSource;
    parsed.set(file, font);
  }
  return font;
}
