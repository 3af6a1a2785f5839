import { Alert, Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { PosLayout } from './PosLayout';
import { PosScreen } from './PosScreen';
import { PosSkeleton } from './PosSkeleton';
import { usePosInit } from './pos-api';

const LOAD_FAILED = msg('Error loading menu! Please try later!');

/**
 * /dashboard/pos: a skeleton until GET /pos/init answers, then the POS. A refetch that fails (the menu is
 * refetched live) keeps the POS on the menu it has; only a first load that failed shows the error.
 */
export function PosPage() {
  useDocumentTitle(t('Point of Sale · {app}', { app: APP_NAME }));
  const user = useSessionUser();
  const init = usePosInit(user?.tenantId ? { tenantId: user.tenantId, userId: user.username } : null);

  if (init.isPending) return <PosSkeleton />;
  if (!init.data || !user) {
    return (
      <PosLayout
        menu={
          <Alert color="red" title={t(LOAD_FAILED)}>
            <Button variant="light" color="red" mt="sm" onClick={() => init.refetch()}>
              {t('Try again')}
            </Button>
          </Alert>
        }
        cart={null}
      />
    );
  }
  return <PosScreen data={init.data} tenantId={user.tenantId ?? ''} />;
}
