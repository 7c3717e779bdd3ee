/** Texts of the server-rendered page heads that the web app never shows itself. */
export const pageHeadMessages = {
  /** A product's description with its MRP and saving, when the MRP is above its price. */
  productDescriptionWithMrp: (price: string, mrp: string, percent: number, description: string) =>
    `${price} (MRP ${mrp}, ${percent}% off). ${description}`,
} as const;
