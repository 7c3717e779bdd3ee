import type { NetQuantityUnit } from '@shop/shared';
import type { SeedProduct } from './catalogue-data';

// What each demo product declares, as its pack would print it, so the demo shows a complete
// listing. The makers are invented but shaped like real ones: name and full address.

type CategoryDeclarations = {
  manufacturer: string;
  best_before: string;
  /** Ayurvedic medicines carry the State licensing authority's manufacturing licence. */
  licence?: string;
};

const BY_CATEGORY: Record<string, CategoryDeclarations> = {
  supplements: {
    manufacturer:
      'Manufactured by Aranya Ayurveda Pvt. Ltd., Plot 14, RIICO Industrial Area, Sitapura, Jaipur, Rajasthan 302022. Marketed by Herbal Shop, 12 Johari Bazaar, Jaipur, Rajasthan 302003',
    best_before: '36 months from manufacture',
    licence: 'RJ/AYU/25D/2019/1142',
  },
  churna: {
    manufacturer:
      'Manufactured by Aranya Ayurveda Pvt. Ltd., Plot 14, RIICO Industrial Area, Sitapura, Jaipur, Rajasthan 302022',
    best_before: '24 months from manufacture',
    licence: 'RJ/AYU/25D/2019/1142',
  },
  teas: {
    manufacturer:
      'Packed by Nilgiri Leaf Packers, 3/118 Mettupalayam Road, Coonoor, Tamil Nadu 643101',
    best_before: '18 months from packing',
  },
  hair: {
    manufacturer: 'Manufactured by Kesh Herbals LLP, B-22 Sector 63, Noida, Uttar Pradesh 201301',
    best_before: '36 months from manufacture',
  },
  skin: {
    manufacturer:
      'Manufactured by Twak Naturals Pvt. Ltd., 41 KIADB Industrial Area, Bommasandra, Bengaluru, Karnataka 560099',
    best_before: '24 months from manufacture',
  },
  soap: {
    manufacturer:
      'Manufactured by Twak Naturals Pvt. Ltd., 41 KIADB Industrial Area, Bommasandra, Bengaluru, Karnataka 560099',
    best_before: '36 months from manufacture',
  },
  oral: {
    manufacturer:
      'Manufactured by Danta Care Pvt. Ltd., 9 GIDC Estate, Vatva, Ahmedabad, Gujarat 382445',
    best_before: '24 months from manufacture',
  },
  oils: {
    manufacturer:
      'Distilled and packed by Sugandh Aromatics, 27 Kannauj Road, Kannauj, Uttar Pradesh 209725',
    best_before: '36 months from manufacture',
  },
};

const COUNTED = new Set(['caps', 'tabs', 'bags']);

/** The net quantity a demo product's name ends with: '200 g', '500 ml', '60 caps'. */
export function netQuantityOf(name: string): {
  net_quantity: number;
  net_quantity_unit: NetQuantityUnit;
} {
  const match = /(\d+(?:\.\d+)?)\s*(g|kg|ml|l|caps|tabs|bags)$/.exec(name);
  if (!match) throw new Error(`Demo product "${name}" names no net quantity`);
  const unit = match[2]!;
  return {
    net_quantity: Number(match[1]),
    net_quantity_unit: COUNTED.has(unit) ? 'count' : (unit as NetQuantityUnit),
  };
}

/** The declaration columns of a demo product. */
export function seedDeclarations(product: SeedProduct) {
  const category = BY_CATEGORY[product.categoryKey];
  if (!category) throw new Error(`No declarations for category ${product.categoryKey}`);
  return {
    ...netQuantityOf(product.name),
    manufacturer: category.manufacturer,
    country_of_origin: 'India',
    best_before: category.best_before,
    licence_number: category.licence ?? null,
  };
}
