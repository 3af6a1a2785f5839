import { Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PLAN_FEATURES, PLAN_PRICE_LABEL } from '@opentab/shared';
import { IconCheck, IconCreditCardOff } from '@tabler/icons-react';
import { useState } from 'react';
import { startCheckout } from '../../lib/billing-api';
import { APP_NAME } from '../../lib/constants';
import { useSessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { BillingPageFrame } from './BillingPageFrame';

/** Where any 402 lands (spec 02 section 2): the admin subscribes; staff only learn why they cannot work. */
export function InactiveSubscriptionPage() {
  useDocumentTitle(`Subscription inactive · ${APP_NAME}`);
  const user = useSessionUser();
  const signOut = useSignOut('business');
  const [isStarting, setStarting] = useState(false);
  const isAdmin = user?.role === 'admin';

  const subscribe = async () => {
    setStarting(true);
    try {
      await startCheckout();
    } catch {
      setStarting(false);
    }
  };

  return (
    <BillingPageFrame
      icon={<IconCreditCardOff size={34} />}
      color="orange"
      title="Your subscription is inactive"
    >
      {isAdmin ? (
        <Stack gap="md" align="center" w="100%">
          <Text c="dimmed">Subscribe to keep taking orders with {APP_NAME}.</Text>
          <Group gap={4} align="baseline" justify="center">
            <Text fz={44} fw={800} lh={1}>
              {PLAN_PRICE_LABEL}
            </Text>
            <Text c="dimmed">per month</Text>
          </Group>
          <List
            spacing="xs"
            center
            icon={
              <ThemeIcon size={22} radius="xl" color="teal">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {PLAN_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Button size="lg" fullWidth loading={isStarting} onClick={subscribe}>
            Subscribe
          </Button>
        </Stack>
      ) : (
        <Text c="dimmed" size="lg">
          This business has no active subscription. Please ask your admin to subscribe, then sign in again.
        </Text>
      )}
      {user ? (
        <Anchor component="button" type="button" c="dimmed" onClick={signOut}>
          Logout
        </Anchor>
      ) : null}
    </BillingPageFrame>
  );
}
