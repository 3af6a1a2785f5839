import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BILLING_MSG } from '@opentab/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { completeLocalCheckout, returnPathOf, useLocalCheckout } from '../../lib/billing-api';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { errorMessage, toastError } from '../../lib/toast';
import { BillingPageFrame } from './BillingPageFrame';

/**
 * The local provider's checkout (no Stripe keys configured): it charges nothing, and Pay makes the same
 * events Stripe's webhooks would, so the rest of the flow is the real one.
 */
export function LocalCheckoutPage() {
  useDocumentTitle(`${t('Checkout')} · ${APP_NAME}`);
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  // Passed on to the page that follows, as Stripe's return URLs carry it.
  const returnPath = returnPathOf(params);
  const back = returnPath ? `?returnPath=${encodeURIComponent(returnPath)}` : '';
  const navigate = useNavigate();
  const checkout = useLocalCheckout(session);
  const [isPaying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      await completeLocalCheckout(session);
      navigate(`/success${back}`, { replace: true });
    } catch (error) {
      toastError(errorMessage(error, t(BILLING_MSG.subscribeFailed)));
      setPaying(false);
    }
  };

  return (
    <BillingPageFrame icon={<IconReceipt size={34} />} title={t('Checkout')}>
      {checkout.isPending && session.length > 0 ? (
        <Stack w="100%">
          <Skeleton h={24} />
          <Skeleton h={48} />
        </Stack>
      ) : !checkout.data ? (
        <Alert color="red" w="100%" title={errorMessage(checkout.error, t(BILLING_MSG.checkoutExpired))} />
      ) : (
        <Stack w="100%" gap="md">
          <Text c="dimmed">
            {t('Local payments: this server has no Stripe keys, so nothing is charged.')}
          </Text>
          <Group justify="space-between">
            <Text fw={600}>{checkout.data.businessName}</Text>
            <Text c="dimmed" size="sm">
              {checkout.data.email}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('{app} monthly', { app: APP_NAME })}</Text>
            <Text fw={700}>{t('{price} / month', { price: checkout.data.price })}</Text>
          </Group>
          <Button size="lg" fullWidth loading={isPaying} onClick={pay}>
            {t('Pay {price}', { price: checkout.data.price })}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => navigate(`/cancelled-payment${back}`, { replace: true })}
          >
            {t('Cancel')}
          </Button>
        </Stack>
      )}
    </BillingPageFrame>
  );
}
