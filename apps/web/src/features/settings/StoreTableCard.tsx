import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TStoreTableResponse } from '@opentab/shared';
import { IconQrcode, IconTable, IconUsers } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions/RowActions';
import { t } from '../../lib/i18n';

type TProps = {
  table: TStoreTableResponse;
  onEdit: () => void;
  onDelete: () => void;
  onDownloadQr: () => void;
  deleting: boolean;
};

export function StoreTableCard({ table, onEdit, onDelete, onDownloadQr, deleting }: TProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="table-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 140px' }}>
            <ThemeIcon size={44} radius="md" variant="light">
              <IconTable size={24} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              {/* Long titles and floor names wrap: a clipped word hides which table it is (issue 16). */}
              <Text fw={700} size="lg" style={{ overflowWrap: 'break-word' }}>
                {table.table_title}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                {table.floor}
              </Text>
            </Stack>
          </Group>
          <Badge
            variant="light"
            tt="none"
            size="lg"
            leftSection={<IconUsers size={14} />}
            style={{ flexShrink: 0 }}
          >
            {t('{count} person', { count: table.seating_capacity })}
          </Badge>
        </Group>
        {/* The actions wrap under the button on a narrow card instead of cutting its label. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="light"
            className="opentab-wrap-label"
            leftSection={<IconQrcode size={18} />}
            onClick={onDownloadQr}
          >
            {t('Download Table QR')}
          </Button>
          <RowActions label={table.table_title} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
        </Group>
      </Stack>
    </Card>
  );
}
