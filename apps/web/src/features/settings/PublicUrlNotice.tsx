import { Alert } from '@mantine/core';
import { isLoopbackUrl, MSG } from '@opentab/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { useStoreSettings } from './store-setting-api';

/**
 * Issue 22: QR codes and printed links are built on the server's PUBLIC_URL; while that is this machine only
 * (localhost, 127.x, ::1), the QR, tables and print screens say so and how to set it.
 */
export function PublicUrlNotice() {
  const publicUrl = useStoreSettings().data?.publicUrl;
  if (!publicUrl || !isLoopbackUrl(publicUrl)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t(MSG.publicUrlLoopbackTitle)}
      data-testid="public-url-notice"
    >
      {t(MSG.publicUrlLoopback, { url: publicUrl })}
    </Alert>
  );
}
