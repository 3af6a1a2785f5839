import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec 02 section 5: every delete of a setting or menu record asks this first. */
const IRREVERSIBLE = 'Are you sure! This process is irreversible!';
/** Spec 01 section 5: clearing drafts and clearing or deleting QR orders ask this (the spec's "?"). */
const POS_IRREVERSIBLE = 'Are you sure? This process is irreversible!';

type TConfirmOptions = { title: string; confirmLabel: string; onConfirm: () => void };

function openRedConfirm(options: TConfirmOptions & { question: string }): void {
  modals.openConfirmModal({
    title: options.title,
    children: <Text>{options.question}</Text>,
    labels: { confirm: options.confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}

/** `question` replaces the spec's sentence only where a delete takes more than its record (a tenant). */
export function confirmDelete(options: { title: string; onConfirm: () => void; question?: string }): void {
  openRedConfirm({ ...options, confirmLabel: 'Delete', question: options.question ?? IRREVERSIBLE });
}

/** The POS's irreversible actions (clear drafts, cancel or clear QR orders). */
export function confirmIrreversible(options: TConfirmOptions): void {
  openRedConfirm({ ...options, question: POS_IRREVERSIBLE });
}
