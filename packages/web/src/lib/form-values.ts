type FieldValue = string | number | null | undefined;

/**
 * A form's starting text: each field as the item being edited holds it (a number as its
 * digits), or empty when adding or where the item has none.
 */
export function textValues<F extends string>(
  fields: readonly F[],
  item: Partial<Record<F, FieldValue>> | undefined,
): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = item?.[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}
