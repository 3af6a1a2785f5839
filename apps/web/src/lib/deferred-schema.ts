import type { TFormSchema } from './use-validated-form';

/** A form schema whose code (zod and the shared schema) is a chunk fetched on first need. */
export type TDeferredSchema<TOut> = TFormSchema<TOut> & {
  /** Fetches the schema (once); await it before `useValidatedForm`'s `validate`. */
  ready(): Promise<void>;
};

/**
 * For a page that must show before zod arrives (the login page: zod alone is a fifth of its budget). The form
 * calls `ready()` when the user first focuses a field, so the schema is there by the time they submit, and
 * awaits it again on submit. A failed fetch (offline) rejects; the next call tries again.
 */
export function deferredSchema<TOut>(load: () => Promise<TFormSchema<TOut>>): TDeferredSchema<TOut> {
  let schema: TFormSchema<TOut> | undefined;
  let loading: Promise<void> | undefined;
  return {
    ready() {
      loading ??= load().then(
        (loaded) => {
          schema = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    safeParse(data) {
      if (!schema) throw new Error('deferredSchema: await ready() before validating');
      return schema.safeParse(data);
    },
  };
}
