import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

type TProps = {
  /** names the record for screen readers: "Edit Pizza", "Delete Pizza" */
  label: string;
  onDelete: () => void;
  deleting?: boolean;
} & ({ onEdit: () => void; editTo?: never } | { editTo: string; onEdit?: never });

/** Edit (a dialog, or a page with `editTo`) and delete buttons of one record. */
export function RowActions({ label, onEdit, editTo, onDelete, deleting = false }: TProps) {
  const icon = <IconPencil size={20} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label="Edit">
        {editTo ? (
          <ActionIcon component={Link} to={editTo} variant="light" size="lg" aria-label={`Edit ${label}`}>
            {icon}
          </ActionIcon>
        ) : (
          <ActionIcon onClick={onEdit} variant="light" size="lg" aria-label={`Edit ${label}`}>
            {icon}
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label={`Delete ${label}`}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
