import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { BILLING_MSG, PAGES } from '@opentab/shared';
import { useNavigate } from 'react-router';
import { INACTIVE_SUBSCRIPTION_PATH } from '../../lib/api';
import { useCancelSubscription, useSubscriptionDetails } from '../../lib/billing-api';
import { t } from '../../lib/i18n';
import { LoadError } from '../LoadError/LoadError';

/** The admin profile's subscription card (spec 02 section 2): status, renewal date, cancel with confirmation. */
export function SubscriptionCard() {
  const details = useSubscriptionDetails();
  const cancel = useCancelSubscription();
  const navigate = useNavigate();

  const confirmCancel = (subscriptionId: string) =>
    modals.openConfirmModal({
      title: t('Cancel Subscription'),
      children: <Text>{t(BILLING_MSG.cancelConfirm)}</Text>,
      labels: { confirm: t('Cancel Subscription'), cancel: t('Keep it') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await cancel(subscriptionId);
          // Spec 02: cancelling leads to the inactive-subscription page.
          navigate(INACTIVE_SUBSCRIPTION_PATH);
        } catch {
          // the toast said why
        }
      },
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz={20} mb="md">
        {t('Subscription')}
      </Title>
      {details.isPending ? (
        <Stack>
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : details.isError ? (
        <LoadError title={t(BILLING_MSG.detailsLoadFailed)} error={details.error} onRetry={details.refetch} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text c="dimmed">{t('Status')}</Text>
            <Text fw={700} c={details.data.is_active === 1 ? 'teal.9' : 'red.9'}>
              {details.data.is_active === 1 ? t('Active') : t('In-Active')}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed">{details.data.subscription_id ? t('Renews at') : t('Trial ends')}</Text>
            <Text fw={600}>{details.data.subscription_end?.slice(0, 10) ?? '-'}</Text>
          </Group>
          {details.data.subscription_id ? (
            <Button
              variant="light"
              color="red"
              mt="xs"
              onClick={() => confirmCancel(details.data.subscription_id ?? '')}
            >
              {t('Cancel Subscription')}
            </Button>
          ) : (
            <Button
              variant="light"
              mt="xs"
              onClick={() =>
                navigate(`${INACTIVE_SUBSCRIPTION_PATH}?from=${encodeURIComponent(PAGES.profile.path)}`)
              }
            >
              {t('Subscribe')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
