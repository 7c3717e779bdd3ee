interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first sentence per field of a failed parse. */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
