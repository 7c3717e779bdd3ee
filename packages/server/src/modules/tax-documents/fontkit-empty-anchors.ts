/**
 * fontkit, pdfkit's layout engine, throws on a mark-positioning lookup whose anchor is empty
 * ("Cannot read properties of null (reading 'xCoordinate')"). The OpenType specification
 * allows empty anchors and the Noto fonts of Indian scripts have them (Noto Sans Gurmukhi on
 * almost every word with a vowel sign). HarfBuzz skips such a lookup; so does this, as the fix
 * proposed to fontkit does (foliojs/fontkit#374), until a release carries it. It changes the
 * one method on the class every font of the process shares, once (docs/decisions/021).
 */

type Anchor = { xCoordinate: number; yCoordinate: number } | null | undefined;
type ApplyAnchor = (markRecord: { markAnchor?: Anchor }, baseAnchor: Anchor, base: number) => void;
type GposProcessor = { applyAnchor: ApplyAnchor; skipsEmptyAnchors?: true };
/** The parts of a fontkit font reached here, which fontkit does not export a type for. */
type FontkitFont = { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } };

export function skipEmptyAnchors(font: unknown) {
  const processor = (font as FontkitFont)._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const shared = Object.getPrototypeOf(processor) as GposProcessor;
  if (shared.skipsEmptyAnchors || typeof shared.applyAnchor !== 'function') return;
  const apply = shared.applyAnchor;
  shared.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, base) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, base);
  };
  shared.skipsEmptyAnchors = true;
}
