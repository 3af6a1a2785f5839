import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { TDevice } from '@opentab/shared';
import { LoadError } from '../../components/LoadError/LoadError';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';
import { DeviceCard } from './DeviceCard';
import { useDevices, useRemoveDevice } from './devices-api';

const LOAD_FAILED = msg('Error loading devices, Please try later!');

export function DevicesPage() {
  useDocumentTitle(`${t('Devices')} · ${APP_NAME}`);
  const devices = useDevices();
  const remove = useRemoveDevice();

  const confirmRemove = (device: TDevice) =>
    modals.openConfirmModal({
      title: t('Remove device'),
      children: <Text>{t('Are you sure! This device will be logged out!')}</Text>,
      labels: { confirm: t('Remove'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(device.device_id),
    });

  // The current device first, then the newest sign-ins.
  const sorted = [...(devices.data ?? [])].sort(
    (a, b) => Number(b.isMyDevice) - Number(a.isMyDevice) || b.created_at.localeCompare(a.created_at),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            {t('My Devices')}
          </Title>
          <Text c="dimmed">{t('Devices signed in to your account. Remove one to sign it out.')}</Text>
        </Stack>
      </Group>
      {devices.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : devices.isError ? (
        <LoadError title={t(LOAD_FAILED)} error={devices.error} onRetry={devices.refetch} />
      ) : sorted.length === 0 ? (
        <Text c="dimmed">{t('No devices found!')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sorted.map((device) => (
            <DeviceCard
              key={device.device_id}
              device={device}
              removing={remove.isPending && remove.variables === device.device_id}
              onRemove={confirmRemove}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
