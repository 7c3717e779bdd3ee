interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field of a failed parse, in the schema's field order. */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in `order`, that has an error: the one to focus and announce. */
export function firstErrorField<T extends string>(
  errors: Partial<Record<string, string>>,
  order: readonly T[],
): T | undefined {
  return order.find((field) => errors[field]);
}
