import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { APPROVAL_MSG, MSG, VOID_REASON_MAX_LENGTH, VOID_REASONS } from '@opentab/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { msg, t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';

/** The choice that opens a typed reason (its value stays English; its label is translated). */
const OTHER = msg('Other');

/** What is voided: the dialog's title, a sentence naming it, whether the kitchen started it, its button. */
type TVoidTarget = { title: string; description: ReactNode; started: boolean; confirmLabel: string };

type TProps = {
  target: TVoidTarget | null;
  /** voids with the reason (null when none was given); a failure is shown in the dialog */
  onConfirm: (reason: string | null) => Promise<void>;
  onClose: () => void;
};

function VoidReasonForm({ target, onConfirm, onClose }: TProps & { target: TVoidTarget }) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = (choice === OTHER ? other : choice).trim() || null;
    if (target.started && !reason) {
      setError(t(APPROVAL_MSG.voidReasonRequired));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason);
    } catch (failure) {
      setError(errorMessage(failure, t(MSG.somethingWrong)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{target.description}</Text>
        <Radio.Group
          label={target.started ? t('Reason') : t('Reason (optional)')}
          value={choice}
          onChange={setChoice}
          required={target.started}
        >
          <Stack gap="xs" mt="xs">
            {[...VOID_REASONS, OTHER].map((reason) => (
              <Radio key={reason} value={reason} label={t(reason)} />
            ))}
          </Stack>
        </Radio.Group>
        {choice === OTHER ? (
          <TextInput
            label={t('Other reason')}
            value={other}
            onChange={(event) => setOther(event.currentTarget.value)}
            maxLength={VOID_REASON_MAX_LENGTH}
            data-autofocus
            required={target.started}
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('No')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {target.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Voiding a line or an order (issue 23): the reason, from the common ones or typed, required once the kitchen
 * has started it. The server may then ask for a manager (ApprovalDialog).
 */
export function VoidReasonDialog({ target, onConfirm, onClose }: TProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} centered>
      {target ? <VoidReasonForm target={target} onConfirm={onConfirm} onClose={onClose} /> : null}
    </Modal>
  );
}
