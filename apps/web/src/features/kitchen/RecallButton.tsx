import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import type { TBumpedTicket } from '../../lib/kitchen-device';

/** Recall: brings back the ticket this device bumped last at this station (issue 26); absent until one is. */
export function RecallButton({
  ticket,
  onRecall,
  loading,
  large = false,
}: {
  ticket: TBumpedTicket | null;
  onRecall: () => void;
  loading: boolean;
  large?: boolean;
}) {
  if (!ticket) return null;
  return (
    <Button
      size={large ? 'lg' : 'md'}
      variant="light"
      color="blue"
      leftSection={<IconArrowBackUp size={20} className="opentab-flip-rtl" />}
      loading={loading}
      onClick={onRecall}
      data-testid="kitchen-recall"
    >
      {t('Recall {token}', { token: ticket.token })}
    </Button>
  );
}
