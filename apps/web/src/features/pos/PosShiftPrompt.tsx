import { Modal, Title } from '@mantine/core';
import { OpenShiftForm } from '../../components/OpenShiftForm/OpenShiftForm';
import { t } from '../../lib/i18n';

type TProps = { onClose: () => void; onOpened: () => void };

/** The POS's Open Shift prompt: a chunk of its own (the form's zod), fetched only when the store requires shifts. */
export function PosShiftPrompt({ onClose, onOpened }: TProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Title order={2} fz="lg">
          {t('Open a shift before your first sale')}
        </Title>
      }
    >
      <OpenShiftForm onOpened={onOpened} />
    </Modal>
  );
}
