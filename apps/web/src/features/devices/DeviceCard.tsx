import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TDevice } from '@opentab/shared';
import { IconDeviceDesktop, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = { device: TDevice; removing: boolean; onRemove: (device: TDevice) => void };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" truncate>
        {value}
      </Text>
    </Group>
  );
}

export function DeviceCard({ device, removing, onRemove }: TProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="device-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={40} radius="md" variant="light">
              <IconDeviceDesktop size={22} />
            </ThemeIcon>
            <Text fw={600} lineClamp={2}>
              {device.device_name}
            </Text>
          </Group>
          {device.isMyDevice ? (
            <Badge color="teal" style={{ flexShrink: 0 }}>
              {t('This Device')}
            </Badge>
          ) : null}
          {device.displayUser ? (
            // issue 26: a wall screen of the store, signed in as a display user (the admin sees them all)
            <Badge color="grape" variant="light" style={{ flexShrink: 0 }} data-testid="device-screen">
              {t('Screen: {name}', { name: device.displayUser })}
            </Badge>
          ) : null}
        </Group>
        <Stack gap={4}>
          <Detail label={t('IP address')} value={device.device_ip ?? t('Unknown')} />
          {device.device_location ? <Detail label={t('Location')} value={device.device_location} /> : null}
          <Detail label={t('Created At')} value={formatDateTime(device.created_at)} />
        </Stack>
        {device.isMyDevice ? null : (
          <Button
            mt="auto"
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} />}
            loading={removing}
            onClick={() => onRemove(device)}
          >
            {t('Remove')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
