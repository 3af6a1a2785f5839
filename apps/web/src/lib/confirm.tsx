import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec 02 section 5: every delete of a setting or menu record asks this first. */
export const IRREVERSIBLE = 'Are you sure! This process is irreversible!';

export function confirmDelete(options: { title: string; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title: options.title,
    children: <Text>{IRREVERSIBLE}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
