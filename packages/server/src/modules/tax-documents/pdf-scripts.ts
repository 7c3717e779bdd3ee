import { createRequire } from 'node:module';
import { parsedFont } from './pdf-fonts';

/**
 * The Indian scripts a name or address on a tax document may be written in, each with its
 * Unicode block and the Noto Sans family that draws it (docs/decisions/021). DejaVu Sans, the
 * documents' own font, has none of them.
 */
const SCRIPTS = {
  devanagari: { block: [0x0900, 0x097f], family: 'NotoSansDevanagari' },
  bengali: { block: [0x0980, 0x09ff], family: 'NotoSansBengali' },
  gurmukhi: { block: [0x0a00, 0x0a7f], family: 'NotoSansGurmukhi' },
  gujarati: { block: [0x0a80, 0x0aff], family: 'NotoSansGujarati' },
  oriya: { block: [0x0b00, 0x0b7f], family: 'NotoSansOriya' },
  tamil: { block: [0x0b80, 0x0bff], family: 'NotoSansTamil' },
  telugu: { block: [0x0c00, 0x0c7f], family: 'NotoSansTelugu' },
  kannada: { block: [0x0c80, 0x0cff], family: 'NotoSansKannada' },
  malayalam: { block: [0x0d00, 0x0d7f], family: 'NotoSansMalayalam' },
} as const satisfies Record<string, { block: [number, number]; family: string }>;

export type Script = keyof typeof SCRIPTS;

export type Weight = 'body' | 'bold';

const DANDAS = [0x0964, 0x0965];
const JOINERS = [0x200c, 0x200d];

/** The script a character belongs to; undefined for Latin, digits, punctuation and the rest. */
function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0)!;
  // The dandas sit in the Devanagari block but end sentences in the other scripts too.
  if (DANDAS.includes(code)) return undefined;
  for (const [script, { block }] of Object.entries(SCRIPTS))
    if (code >= block[0] && code <= block[1]) return script as Script;
  return undefined;
}

/** Spaces, joiners and dandas between two letters of one script stay in that script's run. */
const joinsRuns = (char: string) =>
  /\s/.test(char) || [...DANDAS, ...JOINERS].includes(char.codePointAt(0)!);

export type Run = { text: string; script?: Script };

/**
 * The text cut into runs of one script each, so each is drawn (and shaped: conjuncts, vowel
 * signs) by a font that has it; everything else is a run without a script. A space between
 * two words of the same script belongs to their run, so the phrase is shaped as one.
 */
export function scriptRuns(text: string): Run[] {
  const chars = [...text];
  const scripts = chars.map(scriptOf);
  // A joining character takes the script of the letters on both its sides when they agree.
  for (let i = 0; i < chars.length; i++) {
    if (scripts[i] || !joinsRuns(chars[i]!)) continue;
    let end = i;
    while (end < chars.length && !scripts[end] && joinsRuns(chars[end]!)) end++;
    const before = scripts[i - 1];
    if (before && scripts[end] === before) scripts.fill(before, i, end);
    i = end - 1;
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.script === scripts[i]) last.text += char;
    else runs.push({ text: char, script: scripts[i] });
  });
  return runs.length > 0 ? runs : [{ text }];
}

const require = createRequire(import.meta.url);

/** A script's font, from its npm package, parsed the first time a document needs it. */
export function scriptFont(script: Script, weight: Weight) {
  const { family } = SCRIPTS[script];
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  const name = `@expo-google-fonts/${family.replace(/^NotoSans/, 'noto-sans-').toLowerCase()}/${style}/${family}_${style}.ttf`;
  return parsedFont(require.resolve(name));
}
