// Builds packages/server/src/db/seed/pincodes.tsv.gz, the PIN directory that ships with the shop,
// from India Post's All India Pincode Directory (data.gov.in, Government Open Data Licence –
// India), correcting what the published file has out of date (see modules/pincodes/source.ts).
//
//   npx tsx scripts/build-pincodes.ts <the downloaded CSV, or a JSON array of its rows>
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  DIRECTORY_FILE,
  encodeDirectory,
} from '../packages/server/src/modules/pincodes/directory-file';
import { buildDirectory, readSource } from '../packages/server/src/modules/pincodes/source';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx scripts/build-pincodes.ts <all-india-pincode-directory.csv>');
  process.exit(1);
}
const offices = readSource(readFileSync(source, 'utf8'));
const entries = buildDirectory(offices);
const file = gzipSync(encodeDirectory(entries), { level: 9 });
writeFileSync(DIRECTORY_FILE, file);
const multiState = entries.filter((entry) => entry.states.length > 1).length;
console.log(
  `${offices.length} offices → ${entries.length} PINs (${multiState} in two states), ` +
    `${Math.round(file.length / 1024)} KB in ${DIRECTORY_FILE}`,
);
