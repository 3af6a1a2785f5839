import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec 01 section 5: clearing drafts and clearing or deleting QR orders ask this first. */
export const POS_IRREVERSIBLE = 'Are you sure? This process is irreversible!';

export function confirmIrreversible(options: { title: string; confirmLabel: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: options.title,
    children: <Text>{POS_IRREVERSIBLE}</Text>,
    labels: { confirm: options.confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
