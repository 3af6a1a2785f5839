import { Alert, Button, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BILLING_MSG, homePathFor } from '@opentab/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPathOf, SUBSCRIPTION_QUERY_KEY, useSubscriptionDetails } from '../../lib/billing-api';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { BillingPageFrame } from './BillingPageFrame';

/** How long the page waits for the payment's event before it stops polling and says what to do. */
export const PAYMENT_CONFIRMATION_WAIT_MS = 30_000;

/**
 * Back from the checkout (spec 02: "subscription created"). Access is read from the database on every call,
 * so the session needs no sign-out and sign-in: the page waits for the payment's event, drops every cached
 * answer (402s included) and sends the user on, back where they subscribed from (`?returnPath=`). The wait is bounded: after 30 s without an active
 * subscription (a webhook late or lost, the details call failing) it stops polling and offers to check again
 * or to sign out and in, the spec's own way forward (docs/decisions.md).
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle(`${t('Subscription created')} · ${APP_NAME}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const signOut = useSignOut('business');
  const [hasGivenUp, setHasGivenUp] = useState(false);
  const details = useSubscriptionDetails({ pollUntilActive: !hasGivenUp });
  const isActive = details.data?.is_active === 1;
  const [params] = useSearchParams();
  // Where the owner subscribed from (a path of this app only), else their home.
  const nextPath = returnPathOf(params) ?? (user ? homePathFor(toPrincipal(user)) : '/login');

  useEffect(() => {
    if (isActive)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SUBSCRIPTION_QUERY_KEY[0] });
  }, [isActive, queryClient]);

  useEffect(() => {
    if (isActive || hasGivenUp) return;
    const timer = setTimeout(() => setHasGivenUp(true), PAYMENT_CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isActive, hasGivenUp]);

  // Starts another bounded wait.
  const checkAgain = () => {
    setHasGivenUp(false);
    void details.refetch();
  };

  return (
    <BillingPageFrame icon={<IconCircleCheck size={36} />} title={t('Subscription created')}>
      {isActive ? (
        <>
          <Text c="dimmed">
            {t('Thank you! Your subscription is active, you can carry on where you left off.')}
          </Text>
          <Button size="lg" fullWidth onClick={() => navigate(nextPath, { replace: true })}>
            {t('Continue')}
          </Button>
        </>
      ) : hasGivenUp ? (
        <>
          <Alert color={details.isError ? 'red' : 'yellow'} w="100%" ta="start">
            {details.isError ? t(BILLING_MSG.detailsLoadFailed) : t(BILLING_MSG.confirmationSlow)}
          </Alert>
          <Button size="lg" fullWidth onClick={checkAgain}>
            {t('Check again')}
          </Button>
          <Button size="lg" fullWidth variant="default" onClick={() => void signOut()}>
            {t('Sign out')}
          </Button>
        </>
      ) : (
        <>
          <Loader aria-label={t('Confirming the payment')} />
          <Text c="dimmed">{t('Confirming your payment, this takes a few seconds...')}</Text>
        </>
      )}
    </BillingPageFrame>
  );
}
