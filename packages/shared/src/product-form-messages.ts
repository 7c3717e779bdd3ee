/** Hints under the staff product form's declaration fields; they load with the staff area. */
export const productFormMessages = {
  declarationHints: {
    manufacturer: 'Name and full address, as printed on the pack.',
    best_before: 'Such as "24 months from manufacture".',
    licence_number: 'For Ayurvedic, Siddha and Unani medicines.',
    low_stock_at: 'Available units at or under this count as low stock.',
    shipping_weight: 'Optional, in grams, packed: sets the delivery charge. Not the net quantity.',
  },
} as const;
