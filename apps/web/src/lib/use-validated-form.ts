import { type ChangeEvent, useRef, useState } from 'react';

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The part of a zod schema the forms use, so the web needs no direct zod import. */
type TSchema<TOut> = {
  safeParse(
    data: unknown,
  ): { success: true; data: TOut } | { success: false; error: { issues: readonly TIssue[] } };
};

type TErrors<TValues> = Partial<Record<keyof TValues, string>>;

/** The first message of each top-level field, from a zod error's issues. */
function fieldErrors<TValues>(issues: readonly TIssue[]): TErrors<TValues> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors as TErrors<TValues>;
}

/**
 * Form state checked by a shared zod schema, so the web shows the server's messages before sending.
 * On a failed check the first invalid field (in the order of `initial`) gets the focus; fields are
 * found by their `name`.
 */
export function useValidatedForm<TValues extends Record<string, string>, TOut>(
  schema: TSchema<TOut>,
  initial: TValues,
) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TErrors<TValues>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Returns the parsed values, or null after showing the messages and focusing the first bad field. */
  const validate = (): TOut | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = fieldErrors<TValues>(result.error.issues);
    setErrors(found);
    const first = Object.keys(initial).find((name) => found[name]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    return null;
  };

  const reset = (next: TValues = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, setErrors, formRef, field, validate, reset };
}
