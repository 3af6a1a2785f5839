import { Button, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { homePathFor } from '@opentab/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { BillingPageFrame } from './BillingPageFrame';
import { SUBSCRIPTION_QUERY_KEY, useSubscriptionDetails } from './billing-api';

/**
 * Back from the checkout (spec 02: "subscription created"). Access is read from the database on every call,
 * so the session needs no sign-out and sign-in: the page waits for the payment's event, drops every cached
 * answer (402s included) and sends the user on.
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle(`Subscription created · ${APP_NAME}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const details = useSubscriptionDetails({ pollUntilActive: true });
  const isActive = details.data?.is_active === 1;

  useEffect(() => {
    if (isActive)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SUBSCRIPTION_QUERY_KEY[0] });
  }, [isActive, queryClient]);

  return (
    <BillingPageFrame icon={<IconCircleCheck size={36} />} title="Subscription created">
      {isActive ? (
        <>
          <Text c="dimmed">Thank you! Your subscription is active, you can carry on where you left off.</Text>
          <Button
            size="lg"
            fullWidth
            onClick={() => navigate(user ? homePathFor(toPrincipal(user)) : '/login', { replace: true })}
          >
            Continue
          </Button>
        </>
      ) : (
        <>
          <Loader aria-label="Confirming the payment" />
          <Text c="dimmed">Confirming your payment, this takes a few seconds...</Text>
        </>
      )}
    </BillingPageFrame>
  );
}
