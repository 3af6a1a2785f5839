import { Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { IconAction } from '../IconAction/IconAction';

type TProps = {
  /** names the record for screen readers, in the active language: "Edit Pizza", "Delete Pizza" */
  label: string;
  onDelete: () => void;
  deleting?: boolean;
} & ({ onEdit: () => void; editTo?: never } | { editTo: string; onEdit?: never });

/** Edit (a dialog, or a page with `editTo`) and delete buttons of one record. */
export function RowActions(props: TProps) {
  const { label, onDelete, deleting = false } = props;
  const edit = { tip: t('Edit'), label: t('Edit {label}', { label }), icon: <IconPencil size={20} /> };
  return (
    <Group gap="xs" wrap="nowrap">
      {props.editTo === undefined ? (
        <IconAction {...edit} onClick={props.onEdit} />
      ) : (
        <IconAction {...edit} to={props.editTo} />
      )}
      <IconAction
        tip={t('Delete')}
        label={t('Delete {label}', { label })}
        icon={<IconTrash size={20} />}
        color="red"
        loading={deleting}
        onClick={onDelete}
      />
    </Group>
  );
}
