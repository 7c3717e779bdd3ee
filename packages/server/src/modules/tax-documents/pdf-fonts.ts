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

/** Words laid out per font before the memory starts again: the texts of many documents. */
const LAYOUTS_KEPT = 20_000;

/** What fontkit's `layout` answers, as far as it is read here. */
type GlyphRun = { positions: Record<string, number>[] };
type Layout = (text: string, features?: unknown, ...rest: unknown[]) => GlyphRun;

/**
 * Shapes each word once per process rather than once per document: pdfkit keeps its own cache
 * for one document only, and shaping (kerning and the other OpenType lookups) was about a third
 * of an invoice's time. pdfkit scales the positions of the run it is given in place, so each
 * call gets its own copy of them; the glyphs are shared, as fontkit shares them itself.
 */
function rememberLayouts(font: { layout: Layout }) {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return layout(text, features, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUTS_KEPT) runs.clear();
      run = layout(text);
      runs.set(text, run);
    }
    // Same class, so its getters (the advance width) sum the copy's positions.
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
}

type Glyph = { _decode: () => unknown };
type GlyphSource = { getGlyph: (id: number, ...rest: unknown[]) => Glyph | null };

/**
 * Decodes each glyph's outline once per process: a subset decodes the whole outline of every
 * glyph it takes, only to learn whether it is built of others, and that was a fifth of an
 * invoice's time. fontkit keeps one glyph object per id and a static font's outlines never
 * change (the fonts here have no variations selected), so the first answer holds.
 */
function rememberOutlines(font: GlyphSource) {
  const getGlyph = font.getGlyph.bind(font);
  const remembered = new WeakSet<Glyph>();
  font.getGlyph = (id, ...rest) => {
    const glyph = getGlyph(id, ...rest);
    if (glyph && !remembered.has(glyph)) {
      remembered.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let outline: { value: unknown } | undefined;
      glyph._decode = () => (outline ??= { value: decode() }).value;
    }
    return glyph;
  };
}

/** Embedded font files kept per font, keyed by the glyphs they hold: the few sets documents use. */
const SUBSETS_KEPT = 64;

type Subset = { glyphs: number[]; encode: () => Uint8Array };

/**
 * Encodes each distinct subset once per process. A subset's file depends only on the glyphs it
 * holds, in their order (fontkit adds the parts of compound glyphs the same way each time), and
 * with the common glyphs taken first in a fixed order (`takeCommonGlyphs`) most documents hold
 * the same ones; encoding was about a fifth of an invoice's time. pdfkit only writes the bytes.
 */
function rememberSubsets(font: { createSubset: () => Subset }) {
  const createSubset = font.createSubset.bind(font);
  const files = new Map<string, Uint8Array>();
  font.createSubset = () => {
    const subset = createSubset();
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const key = subset.glyphs.join(',');
      let file = files.get(key);
      if (!file) {
        if (files.size >= SUBSETS_KEPT) files.clear();
        file = encode();
        files.set(key, file);
      }
      return file;
    };
    return subset;
  };
}

const FIGURES = '0123456789₹.,-';

/**
 * The characters whose glyphs each font takes first: the body prints names, addresses and
 * products (Latin letters, figures, common punctuation), the bold font fixed headings and
 * figures.
 */
const COMMON_CHARACTERS = {
  body: [...`${FIGURES}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz :;/()&'#%+`],
  bold: [...FIGURES],
};

type EmbeddedFont = { encode: (text: string) => unknown };

/**
 * Takes the common glyphs into the document's fonts first, in a fixed order, so that the fonts
 * of two documents differ only where one prints a character outside them (and so share one
 * encoded file, see `rememberSubsets`). The glyphs go in through pdfkit, which records each
 * one's width and character for the PDF's font tables.
 */
export function takeCommonGlyphs(doc: PDFKit.PDFDocument) {
  for (const [name, characters] of Object.entries(COMMON_CHARACTERS)) {
    const font = (doc.font(name) as unknown as { _font: EmbeddedFont })._font;
    for (const char of characters) font.encode(char);
  }
  doc.font('body');
}

type FontkitFont = { layout: Layout; createSubset: () => Subset } & GlyphSource;

/**
 * The font in a file, parsed once per process and shared by every document. Parsing a TrueType
 * file cost more CPU than drawing the whole invoice (about 80 % of each PDF's time), and pdfkit
 * still subsets the shared font per document, so each PDF embeds only the glyphs it uses.
 */
export function parsedFont(file: string): FontSource {
  let font = parsed.get(file);
  if (!font) {
    if (!create) throw new Error('loadFontEngine() must run before a font is used');
    const fontkitFont = create(readFileSync(file)) as unknown as FontkitFont;
    rememberLayouts(fontkitFont);
    rememberOutlines(fontkitFont);
    rememberSubsets(fontkitFont);
    // pdfkit takes a parsed fontkit font as a font source (anything with `layout`).
    font = fontkitFont as unknown as FontSource;
    parsed.set(file, font);
  }
  return font;
}
