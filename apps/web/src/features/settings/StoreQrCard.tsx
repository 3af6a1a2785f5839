import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MSG, type TStoreSettingResponse } from '@opentab/shared';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { downloadQrPng, menuUrl } from './qr';

/** Shown while the QR menu is on: the menu link, its QR code as qr.png, and the menu itself. */
export function StoreQrCard({ store }: { store: Pick<TStoreSettingResponse, 'uniqueQRCode' | 'publicUrl'> }) {
  const [busy, setBusy] = useState(false);
  const url = menuUrl(store);

  const download = async () => {
    setBusy(true);
    try {
      await downloadQrPng(url, 'qr.png');
    } catch {
      toastError(t(MSG.somethingWrong));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('Digital Menu')}</Title>
        <Text size="sm" c="dimmed">
          {t('Print the QR code for your tables or door; diners open your menu with their phone camera.')}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ wordBreak: 'break-all' }}>
          {url}
        </Anchor>
        <Group gap="sm">
          <Button leftSection={<IconDownload size={18} />} loading={busy} onClick={download}>
            {t('Download QR Code')}
          </Button>
          <Button
            component="a"
            href={`/m/${encodeURIComponent(store.uniqueQRCode)}`}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconExternalLink size={18} />}
          >
            {t('View Digital Menu')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
