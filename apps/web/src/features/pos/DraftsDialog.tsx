import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import type { TDraft } from './drafts';

type TProps = {
  drafts: TDraft[];
  onClose: () => void;
  onLoad: (draft: TDraft) => void;
  onDelete: (draft: TDraft) => void;
  onClear: () => void;
};

/** Drafts: reference, item count and date, each with load and delete; and clear all. */
export function DraftsDialog({ drafts, onClose, onLoad, onDelete, onClear }: TProps) {
  return (
    <Modal opened onClose={onClose} title="Drafts" centered>
      <Stack gap="sm">
        {drafts.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No drafts saved!
          </Text>
        ) : (
          drafts.map((draft) => (
            <Paper
              key={`${draft.date}-${draft.nameRef}`}
              withBorder
              p="sm"
              radius="md"
              data-testid="draft-row"
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {draft.nameRef}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {draft.cart.length} {draft.cart.length === 1 ? 'item' : 'items'} ·{' '}
                    {formatDateTime(draft.date)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="light"
                    onClick={() => onLoad(draft)}
                    aria-label={`Load ${draft.nameRef}`}
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    onClick={() => onDelete(draft)}
                    aria-label={`Delete ${draft.nameRef}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))
        )}
        {drafts.length > 0 ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={onClear}>
              Clear All
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
