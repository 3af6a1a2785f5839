import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

type TDialogProps = {
  title: string;
  /** how many carts the list holds: Clear All shows when there is one */
  count: number;
  onClose: () => void;
  onClear: () => void;
  /** the rows, or the loading, error or empty state */
  children: ReactNode;
};

/** A dialog of carts put aside (drafts, QR orders), each to load or delete, and Clear All. */
export function SavedCartsDialog({ title, count, onClose, onClear, children }: TDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {children}
        {count > 0 ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={onClear}>
              {t('Clear All')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

type TRowProps = {
  testId: string;
  /** names the cart for screen readers: "Load <name>", "Delete <name>" */
  name: string;
  title: ReactNode;
  detail: ReactNode;
  onLoad: () => void;
  onDelete: () => void;
};

/** One cart of a SavedCartsDialog: what it is, and its load and delete buttons. */
export function SavedCartRow({ testId, name, title, detail, onLoad, onDelete }: TRowProps) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="light" onClick={onLoad} aria-label={t('Load {name}', { name })}>
            <IconDownload size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={t('Delete {name}', { name })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
