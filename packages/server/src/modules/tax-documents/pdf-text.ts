import { skipEmptyAnchors } from './fontkit-empty-anchors';
import type { Doc } from './pdf-document';
import { scriptFont, scriptRuns, type Script, type Weight } from './pdf-scripts';

/** Script fonts registered with each document; a document embeds only those its text uses. */
const scriptFonts = new WeakMap<Doc, Set<string>>();

function fontFor(doc: Doc, script: Script | undefined, weight: Weight) {
  if (!script) return weight;
  const name = `${script}-${weight}`;
  const registered = scriptFonts.get(doc) ?? new Set<string>();
  scriptFonts.set(doc, registered);
  if (!registered.has(name)) {
    doc.registerFont(name, scriptFont(script, weight));
    registered.add(name);
    // pdfkit keeps the fontkit font of the font in use as `font`.
    skipEmptyAnchors((doc.font(name) as unknown as { _font?: { font?: unknown } })._font?.font);
  }
  return name;
}

type TextOptions = NonNullable<Parameters<Doc['text']>[1]>;

/**
 * Text that may be written in an Indian script (a name, an address, a product's name): each
 * run in the font that draws it, the document's own font for the rest, wrapped as one text.
 * `at` places it; without it, it goes at the cursor. The document's font is `weight` after.
 */
export function writeText(
  doc: Doc,
  text: string,
  weight: Weight,
  options: TextOptions = {},
  at?: { x: number; y: number },
) {
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(fontFor(doc, run.script, weight));
    const runOptions = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  doc.font(weight);
}
