import { useState } from 'react';

/**
 * A busy flag around an async action (a form's submit): on while it runs, off when it ends either way. A
 * failure ends quietly: the action shows its own message (withToast, toastError).
 */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the action has shown its message
    } finally {
      setBusy(false);
    }
  };
  return [busy, whileBusy];
}
