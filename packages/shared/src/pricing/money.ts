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

const rupeeNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,249.50', with Indian digit grouping ('₹1,00,000.00'). */
export function formatRupees(rupees: number): string {
  const text = rupeeNumber.format(Math.abs(rupees));
  return rupees < 0 && text !== '0.00' ? `-₹${text}` : `₹${text}`;
}

export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}
