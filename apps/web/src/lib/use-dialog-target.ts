import { useState } from 'react';

/** Which record a dialog edits: `null` when closed, `{ record: null }` when adding a new one. */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<{ record: T | null } | null>(null);
  return {
    opened: target !== null,
    record: target?.record ?? null,
    openNew: () => setTarget({ record: null }),
    openEdit: (record: T) => setTarget({ record }),
    close: () => setTarget(null),
  };
}
