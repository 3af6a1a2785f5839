import { Card, Stack, Text, Title } from '@mantine/core';
import { PhotoEditor } from '../../components/PhotoEditor/PhotoEditor';
import { t } from '../../lib/i18n';
import { useStoreLogo } from './store-setting-api';

/** The store logo, printed on receipts when Show Store Details is on and shown on the QR menu. */
export function StoreLogoCard({ image, storeName }: { image: string | null; storeName: string }) {
  const { upload, remove } = useStoreLogo();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('Store Logo')}</Title>
        <Text size="sm" c="dimmed">
          {t('Printed on receipts and shown on the QR menu.')}
        </Text>
        <PhotoEditor
          image={image}
          alt={t('{name} logo', { name: storeName })}
          size={140}
          uploadLabel={image ? t('Change Logo') : t('Upload Logo')}
          onUpload={(file) => upload.mutate(file)}
          onRemove={() => remove.mutate()}
          uploading={upload.isPending}
          removing={remove.isPending}
        />
      </Stack>
    </Card>
  );
}
