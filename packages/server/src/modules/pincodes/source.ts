import { csvFields, GST_STATE_CODES } from '@shop/shared';
import type { DirectoryEntry } from './directory-file';

/**
 * Turning the Department of Posts' All India Pincode Directory (data.gov.in, Government Open
 * Data Licence – India) into the shop's directory. Used by `scripts/build-pincodes.ts` only;
 * the shop itself reads the file that script writes.
 */

/** One post office as the published directory lists it. */
export type SourceOffice = {
  office: string;
  pin: string;
  district: string;
  state: string;
  /** The sub-district, where the file has one: it places the Khammam mandals. */
  taluk?: string;
};

// Districts of Andhra Pradesh that became Telangana in 2014, as older files spell them.
const TELANGANA_DISTRICTS = new Set([
  'adilabad',
  'hyderabad',
  'karim nagar',
  'karimnagar',
  'khammam',
  'k.v.rangareddy',
  'k.v. rangareddy',
  'rangareddy',
  'ranga reddy',
  'mahabub nagar',
  'mahabubnagar',
  'medak',
  'nalgonda',
  'nizamabad',
  'warangal',
]);

// Khammam mandals moved to Andhra Pradesh with the Polavaram project (2014).
const KHAMMAM_MANDALS_IN_ANDHRA = new Set([
  'kunavaram',
  'chintur',
  'chinturu',
  'vrpuram',
  'v.r.puram',
  'vr puram',
  'vararamachandrapuram',
  'nellipaka',
  'kukunoor',
  'velairpadu',
  'velerpadu',
]);

// Ladakh became a union territory of its own in 2019.
const LADAKH_DISTRICTS = new Set(['leh', 'leh ladakh', 'kargil']);

// Spellings of older files that differ from the shop's state names.
const STATE_ALIASES: Record<string, string> = {
  chattisgarh: 'Chhattisgarh',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'the dadra and nagar haveli and daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const SHOP_STATES = new Map(Object.keys(GST_STATE_CODES).map((name) => [key(name), name]));

/** The shop's state for an office, correcting what the published file has out of date. */
export function shopState({ state, district, taluk }: SourceOffice): string {
  const named = key(state);
  if (named === 'andhra pradesh' && TELANGANA_DISTRICTS.has(key(district))) {
    const mandal = key(taluk ?? '');
    return key(district) === 'khammam' && KHAMMAM_MANDALS_IN_ANDHRA.has(mandal)
      ? 'Andhra Pradesh'
      : 'Telangana';
  }
  if (named.startsWith('jammu') && LADAKH_DISTRICTS.has(key(district))) return 'Ladakh';
  const known = STATE_ALIASES[named] ?? SHOP_STATES.get(named.replace(/&/g, 'and'));
  if (!known) throw new Error(`Unknown state in the directory: ${state}`);
  return known;
}

// "Hyderabad G.P.O.", "Sansad Marg H.O", "Gandhi Bhawan S.O (Hyderabad)", "Ada B.O".
const OFFICE_KIND = /\s+(G\.?\s?P\.?\s?O|H\.?\s?O|S\.?\s?O|B\.?\s?O)\.?(?:\s*\(.*\))?\s*$/i;

/** The place an office is named after, and its rank: head offices first, branches last. */
export function placeOf(office: string): { place: string; rank: number } {
  const match = OFFICE_KIND.exec(office);
  const place = (match ? office.slice(0, match.index) : office).trim().replace(/\s+/g, ' ');
  const kind = match?.[1]?.replace(/[.\s]/g, '').toUpperCase();
  const rank = kind === 'GPO' || kind === 'HO' ? 0 : kind === 'BO' ? 2 : 1;
  return { place, rank };
}

/** Most-counted first; ties keep the order first seen. */
function byCount(counts: Map<string, number>): string[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

const bump = (counts: Map<string, number>, name: string) =>
  counts.set(name, (counts.get(name) ?? 0) + 1);

/**
 * One entry per PIN: every state it lies in (the one with most of its offices first), the
 * first state's main district and its offices' places, head offices first.
 */
export function buildDirectory(offices: Iterable<SourceOffice>): DirectoryEntry[] {
  type Pin = {
    states: Map<string, number>;
    districts: Map<string, Map<string, number>>;
    places: Map<string, number>;
  };
  const pins = new Map<string, Pin>();
  for (const office of offices) {
    const pin = office.pin.trim();
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const state = shopState(office);
    let entry = pins.get(pin);
    if (!entry)
      pins.set(pin, (entry = { states: new Map(), districts: new Map(), places: new Map() }));
    bump(entry.states, state);
    const districts = entry.districts.get(state) ?? new Map<string, number>();
    entry.districts.set(state, bump(districts, office.district.trim()));
    const { place, rank } = placeOf(office.office);
    if (place && (entry.places.get(place) ?? 3) > rank) entry.places.set(place, rank);
  }
  return [...pins.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, entry]) => {
      const states = byCount(entry.states);
      return {
        pin,
        states,
        district: byCount(entry.districts.get(states[0]!)!)[0]!,
        places: [...entry.places.entries()]
          .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
          .map(([place]) => place),
      };
    });
}

const COLUMNS = {
  office: ['officename', 'office name', 'office_name'],
  pin: ['pincode', 'pin code', 'pin'],
  district: ['districtname', 'district', 'district name'],
  state: ['statename', 'state name', 'state'],
  taluk: ['taluk', 'talukname', 'sub-district'],
} as const;

/**
 * The offices of the published file: its CSV (any of the column spellings data.gov.in has
 * used) or a JSON array of `{ officeName, pincode, districtName, stateName, taluk }`.
 */
export function readSource(text: string): SourceOffice[] {
  if (text.trimStart().startsWith('[')) {
    const rows = JSON.parse(text) as Record<string, unknown>[];
    return rows.map((row) => ({
      office: String(row.officeName ?? row.officename ?? ''),
      pin: String(row.pincode ?? ''),
      district: String(row.districtName ?? row.district ?? ''),
      state: String(row.stateName ?? row.statename ?? ''),
      taluk: row.taluk === undefined ? undefined : String(row.taluk),
    }));
  }
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = csvFields(header ?? '').map(key);
  const column = (field: keyof typeof COLUMNS) =>
    names.findIndex((name) => (COLUMNS[field] as readonly string[]).includes(name));
  const at = {
    office: column('office'),
    pin: column('pin'),
    district: column('district'),
    state: column('state'),
    taluk: column('taluk'),
  };
  if (at.office < 0 || at.pin < 0 || at.district < 0 || at.state < 0)
    throw new Error('The file lacks an office, pincode, district or state column.');
  return lines.map((line) => {
    const fields = csvFields(line);
    return {
      office: fields[at.office] ?? '',
      pin: fields[at.pin] ?? '',
      district: fields[at.district] ?? '',
      state: fields[at.state] ?? '',
      taluk: at.taluk < 0 ? undefined : fields[at.taluk],
    };
  });
}
