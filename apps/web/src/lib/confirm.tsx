import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { msg, t } from './i18n';

/** Spec 02 section 5: every delete of a setting or menu record asks this first. */
const IRREVERSIBLE = msg('Are you sure! This process is irreversible!');
/** Spec 01 section 5: clearing drafts and clearing or deleting QR orders ask this (the spec's "?"). */
const POS_IRREVERSIBLE = msg('Are you sure? This process is irreversible!');

/** `title`, `confirmLabel` and `question`: in the active language (the caller's t()). */

type TConfirmOptions = { title: string; confirmLabel: string; onConfirm: () => void };

function openRedConfirm(options: TConfirmOptions & { question: string }): void {
  modals.openConfirmModal({
    title: options.title,
    children: <Text>{options.question}</Text>,
    labels: { confirm: options.confirmLabel, cancel: t('Cancel') },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}

/** `question` replaces the spec's sentence only where a delete takes more than its record (a tenant). */
export function confirmDelete(options: { title: string; onConfirm: () => void; question?: string }): void {
  openRedConfirm({ ...options, confirmLabel: t('Delete'), question: options.question ?? t(IRREVERSIBLE) });
}

/** The POS's irreversible actions (clear drafts, cancel or clear QR orders). */
export function confirmIrreversible(options: TConfirmOptions): void {
  openRedConfirm({ ...options, question: t(POS_IRREVERSIBLE) });
}

/** A red confirm with a question of its own (signing out with orders made offline not synced yet). */
export function confirmWarning(options: TConfirmOptions & { question: string }): void {
  openRedConfirm(options);
}
