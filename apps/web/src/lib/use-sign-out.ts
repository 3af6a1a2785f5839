import { notifications } from '@mantine/notifications';
import { MSG } from '@opentab/shared';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api';
import { confirmWarning } from './confirm';
import { t } from './i18n';
import { clearSession } from './session';
import { errorMessage, toastError, toastLoading, toastSuccess } from './toast';

const AREAS = {
  business: { endpoint: '/auth/signout', after: '/login' },
  superadmin: { endpoint: '/superadmin/signout', after: '/superadmin' },
} as const;

export function useSignOut(area: keyof typeof AREAS): () => Promise<void> {
  const navigate = useNavigate();
  const { endpoint, after } = AREAS[area];

  const signOut = async () => {
    const id = toastLoading();
    try {
      const result = await api.post(endpoint);
      if (result?.message) toastSuccess(result.message, id);
      else notifications.hide(id);
    } catch (error) {
      // A 401 means the session had already ended, which is what signing out wants anyway.
      if (!(error instanceof ApiError && error.status === 401)) {
        toastError(errorMessage(error, MSG.somethingWrongTryLater), id);
        return;
      }
      notifications.hide(id);
    }
    clearSession();
    navigate(after, { replace: true });
  };

  // Issue 25: orders made offline and not synced yet stay on the device (the next sign-in to the business
  // replays them); signing out says so first instead of letting the cashier think they went.
  return async () => {
    const waiting = await import('./offline/outbox-store')
      .then(({ countWaiting }) => countWaiting())
      .catch(() => 0);
    if (waiting === 0) return signOut();
    confirmWarning({
      title: t(
        '{count, plural, one {# order made offline is} other {# orders made offline are}} not synced yet',
        {
          count: waiting,
        },
      ),
      question: t('They stay on this device and go to the server at the next sign-in to this business.'),
      confirmLabel: t('Sign out'),
      onConfirm: () => void signOut(),
    });
  };
}
