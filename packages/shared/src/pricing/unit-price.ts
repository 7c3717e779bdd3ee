import { roundHalfUp } from './money';

/** The units a net quantity is declared in. */
export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'count'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];

/** What a unit sale price is given per: 100 g for weights, 100 ml for volumes, else a unit. */
export type UnitPricePer = '100 g' | '100 ml' | 'unit';

const BASE: Record<NetQuantityUnit, { per: UnitPricePer; size: number }> = {
  g: { per: '100 g', size: 100 },
  kg: { per: '100 g', size: 0.1 },
  ml: { per: '100 ml', size: 100 },
  l: { per: '100 ml', size: 0.1 },
  count: { per: 'unit', size: 1 },
};

/**
 * The unit sale price the Legal Metrology rules ask a listing to show: the selling price
 * with GST (paise) for 100 g, 100 ml or one unit of the net quantity, rounded half up to the
 * paisa. Undefined when the product declares no net quantity.
 */
export function unitPricePaise(
  pricePaise: number,
  netQuantity: number | null | undefined,
  unit: NetQuantityUnit | null | undefined,
): { paise: number; per: UnitPricePer } | undefined {
  if (!unit || !netQuantity || netQuantity <= 0) return undefined;
  const { per, size } = BASE[unit];
  return { paise: roundHalfUp((pricePaise * size) / netQuantity), per };
}

/** '100 g' of '250 g', '1 l', '60 count' as a listing writes a net quantity. */
export function formatNetQuantity(netQuantity: number, unit: NetQuantityUnit): string {
  const figure = String(Number(netQuantity.toFixed(3)));
  return unit === 'count'
    ? `${figure} ${netQuantity === 1 ? 'unit' : 'units'}`
    : `${figure} ${unit}`;
}
