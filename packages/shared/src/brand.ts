export const brand = {
  name: 'Herbal Shop',
  shortName: 'Herbal Shop',
  tagline: 'Ayurvedic wellness, delivered across India',
} as const;

/** Page titles read "{title} | {brand short name}". */
export function pageTitle(title: string): string {
  return `${title} | ${brand.shortName}`;
}
