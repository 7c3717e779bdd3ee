/**
 * GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number within the state (1-9 or A-Z), the letter Z, and a check character computed by the
 * GSTN's published Luhn-mod-36 variant over the first 14 characters.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid for a seller in the state with `stateCode`, or null when it is. */
export function gstinProblem(gstin: string, stateCode?: string): string | null {
  if (gstin.length !== 15) return 'must be 15 characters';
  if (!GSTIN_PATTERN.test(gstin))
    return 'must be a state code, a PAN (AAAAA9999A), an entity character, Z and a check character';
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode)
    return `must start with the seller state's code ${stateCode}`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character';
  return null;
}

export const isValidGstin = (gstin: string, stateCode?: string) =>
  gstinProblem(gstin, stateCode) === null;
