import { notifications } from '@mantine/notifications';
import { MSG } from '@opentab/shared';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api';
import { clearSession } from './session';
import { errorMessage, toastError, toastLoading, toastSuccess } from './toast';

const AREAS = {
  business: { endpoint: '/auth/signout', after: '/login' },
  superadmin: { endpoint: '/superadmin/signout', after: '/superadmin' },
} as const;

export function useSignOut(area: keyof typeof AREAS): () => Promise<void> {
  const navigate = useNavigate();
  const { endpoint, after } = AREAS[area];

  return async () => {
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
}
