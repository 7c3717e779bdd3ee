import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GST_STATE_CODES } from '@shop/shared';
import { serverRoot } from '../../lib/paths';

/**
 * The PIN directory as it ships with the shop: `src/db/seed/pincodes.tsv.gz`, written by
 * `scripts/build-pincodes.ts`. One line per PIN:
 * `pin TAB state codes (|) TAB district TAB places (|)`, states as GST state codes.
 */
export const DIRECTORY_FILE = path.join(serverRoot, 'src', 'db', 'seed', 'pincodes.tsv.gz');

/** A PIN as the shop knows it: its states by the shop's names, main state first. */
export type DirectoryEntry = { pin: string; states: string[]; district: string; places: string[] };

const codeOf = new Map(Object.entries(GST_STATE_CODES));
const nameOf = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

// Names never hold tabs, bars or line breaks; any that did would break the line apart.
const clean = (text: string) => text.replace(/[\t|\r\n]+/g, ' ').trim();

export function encodeDirectory(entries: readonly DirectoryEntry[]): string {
  const lines = entries.map((entry) => {
    const codes = entry.states.map((state) => {
      const code = codeOf.get(state);
      if (!code) throw new Error(`No GST state code for ${state}`);
      return code;
    });
    return [
      entry.pin,
      codes.join('|'),
      clean(entry.district),
      entry.places.map(clean).join('|'),
    ].join('\t');
  });
  return lines.join('\n') + '\n';
}

export function decodeDirectory(text: string): DirectoryEntry[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [pin = '', codes = '', district = '', places = ''] = line.split('\t');
      return {
        pin,
        states: codes.split('|').map((code) => {
          const name = nameOf.get(code);
          if (!name) throw new Error(`Unknown GST state code ${code} for PIN ${pin}`);
          return name;
        }),
        district,
        places: places === '' ? [] : places.split('|'),
      };
    });
}

export const readDirectoryFile = (file = DIRECTORY_FILE) =>
  decodeDirectory(gunzipSync(readFileSync(file)).toString('utf8'));
