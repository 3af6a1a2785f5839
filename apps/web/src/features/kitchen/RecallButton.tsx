import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
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
      // an icon every page already loads (the sidebar's): the POS's first load stays as it is
      leftSection={<IconHistory size={20} />}
      loading={loading}
      onClick={onRecall}
      data-testid="kitchen-recall"
    >
      {t('Recall {token}', { token: ticket.token })}
    </Button>
  );
}
