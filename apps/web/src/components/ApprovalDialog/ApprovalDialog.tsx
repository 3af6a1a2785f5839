import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG, ZApprovalSchema } from '@opentab/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';
import type { TApprovalAsk } from '../../lib/use-approval';

type TProps = {
  /** the action waiting for a manager (lib/use-approval.ts); the dialog is open while there is one */
  ask: TApprovalAsk | null;
  onClose: () => void;
};

/** What the manager typed, kept apart per ask: a new ask starts empty. */
function ApprovalForm({ ask, onClose }: { ask: TApprovalAsk; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZApprovalSchema.safeParse({ username, pin });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? MSG.invalidRequest));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await ask.approve(parsed.data);
    } catch (failure) {
      // a wrong PIN keeps the dialog open with the server's words; the PIN is typed again
      setError(errorMessage(failure, t(MSG.somethingWrong)));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color={error ? 'red' : 'blue'} icon={<IconShieldLock size={20} />} role="alert">
          {error ?? t(ask.message)}
        </Alert>
        <TextInput
          label={t('Manager username')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          required
        />
        <PasswordInput
          label={t('PIN')}
          description={t('4 to 6 digits')}
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={6}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('Approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A manager approves an action the server refused without them (403 APPROVAL_REQUIRED): their username and
 * PIN, sent with the action again. Any screen opens it through lib/use-approval.ts.
 */
export function ApprovalDialog({ ask, onClose }: TProps) {
  return (
    <Modal opened={ask !== null} onClose={onClose} title={t('Manager approval')} centered>
      {ask ? <ApprovalForm ask={ask} onClose={onClose} /> : null}
    </Modal>
  );
}
