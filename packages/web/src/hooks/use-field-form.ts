import { useId, useState, type FormEvent } from 'react';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/** The first message per field of a failed parse; an issue without a path goes to `fallback`. */
export function fieldErrors(
  error: { issues: readonly Issue[] },
  fallback = '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? fallback);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A form's values and per-field errors. Typing in a field clears its error; a failed check
 * shows the first message per field and focuses the first field, in `order`, that has one.
 */
export function useFieldForm<V extends object, F extends string>(
  order: readonly F[],
  initial: () => V,
) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const fieldId = (field: F) => `${id}-${field}`;

  const change = (field: F & keyof V) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** What a text field needs: its id, value, change handler and error. */
  const field = (name: F & keyof V) => ({
    id: fieldId(name),
    value: String(values[name]),
    onChange: change(name),
    error: errors[name],
  });

  /** The parsed data, or undefined after showing the parse's errors. */
  const check = <T>(result: SafeParse<T>, fallback?: F): T | undefined => {
    if (!result.success) {
      showErrors(fieldErrors(result.error, fallback) as Partial<Record<F, string>>);
      return undefined;
    }
    setErrors({});
    return result.data;
  };

  /** A submit handler that sends the values once `schema` accepts them, else shows why not. */
  const submitWith =
    <T>(schema: { safeParse(values: V): SafeParse<T> }, send: (body: T) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      const body = check(schema.safeParse(values));
      if (body) send(body);
    };

  return {
    values,
    setValues,
    errors,
    setErrors,
    fieldId,
    change,
    field,
    showErrors,
    check,
    submitWith,
  };
}
