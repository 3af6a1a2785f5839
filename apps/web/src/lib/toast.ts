import { notifications } from '@mantine/notifications';
import { MSG } from '@opentab/shared';
import { errorMessage } from './api';
import { t } from './i18n';

/** Spec 01 section 9: success toasts stay 2 s; error and blank ones use the 4 s default. */
const SUCCESS_AUTO_CLOSE = 2000;
const ERROR_AUTO_CLOSE = 4000;

/*
 * Issue 24: a toast shows its text in the screens' language: a shared text (`MSG.somethingWrong`, a fallback
 * passed as it is) through t(); a server's message, already in the user's language, or a text the caller
 * translated with its values, is not a catalog key and shows as it is.
 */

export function toastLoading(message: string = MSG.pleaseWait): string {
  return notifications.show({ message: t(message), loading: true, autoClose: false, withCloseButton: false });
}

function showOrUpdate(id: string | undefined, data: Parameters<typeof notifications.show>[0]) {
  if (id) notifications.update({ ...data, id, loading: false, withCloseButton: true });
  else notifications.show(data);
}

export function toastSuccess(message: string, id?: string): void {
  showOrUpdate(id, { message: t(message), color: 'green', autoClose: SUCCESS_AUTO_CLOSE });
}

export function toastError(message: string, id?: string): void {
  showOrUpdate(id, { message: t(message), color: 'red', autoClose: ERROR_AUTO_CLOSE });
}

/** A loading toast whose outcome another screen tells (a dialog that asks for a manager). */
export function toastDismiss(id: string): void {
  notifications.hide(id);
}

/** Something went through, but not quite as the user saw it (shown as long as an error). */
export function toastWarning(message: string): void {
  notifications.show({ message: t(message), color: 'yellow', autoClose: ERROR_AUTO_CLOSE });
}

// The screens take it from here, beside the toasts that show it.
export { errorMessage };

/**
 * Runs an action behind the "Please wait..." toast, then shows the server's message as success or
 * error (with the fallback). The error is rethrown so callers can stop their own flow. Any answer fits: one
 * with a `message` shows it. An error `isHandled` says the caller answers itself (a manager's approval to
 * ask for) shows no toast.
 */
export async function withToast<T extends { message?: string } | undefined>(
  action: () => Promise<T>,
  fallback: string,
  isHandled: (error: unknown) => boolean = () => false,
): Promise<T> {
  const id = toastLoading();
  try {
    const result = await action();
    if (result?.message) toastSuccess(result.message, id);
    else notifications.hide(id);
    return result;
  } catch (error) {
    if (isHandled(error)) notifications.hide(id);
    else toastError(errorMessage(error, fallback), id);
    throw error;
  }
}
