// Money is kept in integer paise; rupees appear only at the edges (API and screen).

/**
 * The one rounding rule for money: half up, mirrored for negatives (half away from zero).
 * Products such as 1.005 * 100 come out as 100.49999999999999 in binary floating point;
 * cutting to 15 significant digits first removes that noise so the half still rounds up.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
  const magnitude = Math.floor(Number(Math.abs(x).toPrecision(15)) + 0.5);
  return x < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

export function rupeesToPaise(rupees: number): number {
  return roundHalfUp(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Indian digit grouping: the last three digits, then pairs ('1,23,45,678'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * '₹1,249.50', with Indian digit grouping ('₹1,00,000.00'). Written out rather than asked of
 * Intl.NumberFormat: a page's first number format loads the locale's data, 20–50 ms of a
 * phone's main thread before the first price can show.
 */
export function formatPaise(paise: number): string {
  const rounded = roundHalfUp(paise);
  const magnitude = Math.abs(rounded);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  const text = `₹${rupees}.${String(magnitude % 100).padStart(2, '0')}`;
  return rounded < 0 ? `-${text}` : text;
}

export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}
