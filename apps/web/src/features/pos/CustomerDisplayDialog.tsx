import { Button, Modal, Stack, Text } from '@mantine/core';
import { PAIRING_CODE_TTL_MINUTES, type TPairingCodeResponse } from '@opentab/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useDisplayEvent } from '../../lib/display-link';
import { t } from '../../lib/i18n';
import { errorMessage, toastError, withToast } from '../../lib/toast';
import { isCustomerDisplayPaired } from './customer-display-link';

/**
 * The POS's "Customer display" dialog (issue 26, its own chunk): a 6-digit code for the display at this till,
 * good once for PAIRING_CODE_TTL_MINUTES; once the display has entered it the dialog says so, and Unpair ends
 * the pairing.
 */
export function CustomerDisplayDialog({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState<TPairingCodeResponse | null>(null);
  const [isPaired, setIsPaired] = useState(isCustomerDisplayPaired);
  const newCode = useMutation({
    mutationFn: () => api.post('/displays/customer/pairing-code'),
    onSuccess: setCode,
    onError: (error) => toastError(errorMessage(error, t('No pairing code could be made!'))),
  });
  const unpair = useMutation({
    mutationFn: () => withToast(() => api.post('/displays/customer/unpair'), t('Unpair failed!')),
    onSuccess: () => setIsPaired(false),
  });
  useDisplayEvent('customer_display_pairing', ({ isPaired: paired }) => {
    setIsPaired(paired === 1);
    if (paired === 1) setCode(null);
  });
  const { mutate } = newCode;
  useEffect(() => {
    if (!isPaired) mutate();
  }, [isPaired, mutate]);

  return (
    <Modal opened onClose={onClose} title={t('Customer Display')} centered>
      {isPaired ? (
        <Stack data-testid="customer-display-paired">
          <Text>{t('A customer display shows this till’s cart.')}</Text>
          <Button color="red" variant="light" loading={unpair.isPending} onClick={() => unpair.mutate()}>
            {t('Unpair')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Text>{t('Enter this code on the customer display:')}</Text>
          <Text fz={48} fw={800} ff="monospace" data-testid="pairing-code" aria-live="polite">
            {code?.code ?? '······'}
          </Text>
          <Text size="sm" c="dimmed">
            {t('It works once, for {minutes} minutes.', { minutes: PAIRING_CODE_TTL_MINUTES })}
          </Text>
          <Button variant="default" loading={newCode.isPending} onClick={() => newCode.mutate()}>
            {t('New code')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
