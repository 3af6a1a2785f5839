import { type ChangeEvent, useRef, useState } from 'react';
import { t } from './i18n';

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The part of a zod schema the forms use, so the web needs no direct zod import. */
export type TFormSchema<TOut> = {
  safeParse(
    data: unknown,
  ): { success: true; data: TOut } | { success: false; error: { issues: readonly TIssue[] } };
};

type TFormValues = Record<string, string | boolean>;
type TErrors<TValues> = Partial<Record<keyof TValues, string>>;
type TKeysOf<TValues, TType> = { [K in keyof TValues]: TValues[K] extends TType ? K : never }[keyof TValues] &
  string;

/** The first message of each top-level field, from a zod error's issues. */
function fieldErrors<TValues>(issues: readonly TIssue[]): TErrors<TValues> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors as TErrors<TValues>;
}

/**
 * Form state checked by a shared zod schema, so the web shows the server's messages before sending.
 * On a failed check the first invalid field (in the order of `initial`) gets the focus; fields are
 * found by their `name` (or `data-field`). Text inputs bind with `field`, switches with `toggle`, selects
 * with `choice`, number inputs with `numeric`, anything else with `setValue`.
 */
export function useValidatedForm<TValues extends TFormValues, TOut>(
  schema: TFormSchema<TOut>,
  initial: TValues,
) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TErrors<TValues>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = <K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: TKeysOf<TValues, string>) => ({
    name,
    value: values[name] as string,
    error: translated(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.currentTarget.value as TValues[typeof name]),
  });

  const toggle = (name: TKeysOf<TValues, boolean>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.currentTarget.checked as TValues[typeof name]),
  });

  /** Select-like inputs: their visible input carries `data-field`, as their `name` goes to a hidden one. */
  const choice = (name: TKeysOf<TValues, string>) => ({
    'data-field': name,
    value: values[name] as string,
    error: translated(errors[name]),
    onChange: (value: string | null) => setValue(name, (value ?? '') as TValues[typeof name]),
  });

  /** NumberInput: kept as the typed text, so the shared schema checks it like the server does. */
  const numeric = (name: TKeysOf<TValues, string>) => ({
    name,
    value: values[name] as string,
    error: translated(errors[name]),
    onChange: (value: number | string) => setValue(name, String(value) as TValues[typeof name]),
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
    const element = first
      ? (formRef.current?.querySelector(`[data-field="${first}"]`) ??
        formRef.current?.elements.namedItem(first))
      : null;
    if (element instanceof HTMLElement) element.focus();
    return null;
  };

  const reset = (next: TValues = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, setErrors, formRef, field, toggle, choice, numeric, setValue, validate, reset };
}

/** Validation messages are the schemas' English (shared with the server): shown in the screens' language. */
function translated(message: string | undefined): string | undefined {
  return message === undefined ? undefined : t(message);
}
