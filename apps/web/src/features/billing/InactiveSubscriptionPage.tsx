import { Anchor, Button, Group, List, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  BILLING_MSG,
  PAGES,
  PLAN_FEATURES,
  PLAN_PRICE_LABEL,
  type TSubscriptionDetailsResponse,
} from '@opentab/shared';
import { IconCheck, IconCircleCheck, IconClockHour4, IconCreditCardOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INACTIVE_SUBSCRIPTION_PATH } from '../../lib/api';
import { returnPathOf, startCheckout, useSubscriptionDetails } from '../../lib/billing-api';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { BillingPageFrame } from './BillingPageFrame';

const DAY_MS = 86_400_000;

type TBillingState =
  | { kind: 'trial'; trialEnd: string; daysLeft: number }
  | { kind: 'subscribed' }
  | { kind: 'inactive' };

/** Which page this is: a trial counting down, a business already subscribed, or one without access. */
function billingStateOf(details: TSubscriptionDetailsResponse | undefined, now = Date.now()): TBillingState {
  if (details?.trialEnd) {
    const daysLeft = Math.max(1, Math.ceil((Date.parse(details.trialEnd) - now) / DAY_MS));
    return { kind: 'trial', trialEnd: details.trialEnd, daysLeft };
  }
  if (details?.is_active === 1 && details.subscription_id) return { kind: 'subscribed' };
  return { kind: 'inactive' };
}

/**
 * Where any 402 lands (spec 02 section 2) and where Subscribe leads: the admin subscribes; staff only learn
 * why they cannot work. During the free trial it says so (days left, the first charge at the trial's end)
 * rather than "inactive". `?from=` is where the owner came from; the checkout comes back there.
 */
export function InactiveSubscriptionPage() {
  const user = useSessionUser();
  const signOut = useSignOut('business');
  const details = useSubscriptionDetails();
  const [params] = useSearchParams();
  const from = returnPathOf(params, 'from');
  const returnPath = from?.startsWith(INACTIVE_SUBSCRIPTION_PATH) ? undefined : from;
  const isAdmin = user?.role === 'admin';
  // A failed details call leaves the page as it always was: a 402 brought the user here.
  const state = billingStateOf(details.data);
  const title =
    state.kind === 'trial'
      ? t('{daysLeft, plural, =1 {Free trial: last day} other {Free trial: # days left}}', {
          daysLeft: state.daysLeft,
        })
      : state.kind === 'subscribed'
        ? t(BILLING_MSG.subscribedTitle)
        : t('Your subscription is inactive');
  useDocumentTitle(`${details.isPending ? t('Subscription') : title} · ${APP_NAME}`);

  const logout = user ? (
    <Anchor component="button" type="button" c="dimmed" onClick={signOut}>
      {t('Logout')}
    </Anchor>
  ) : null;

  if (details.isPending) {
    return (
      <BillingPageFrame icon={<IconClockHour4 size={34} />} title={t('Subscription')}>
        <Loader aria-label={t('Loading the subscription')} />
      </BillingPageFrame>
    );
  }

  if (state.kind === 'subscribed') {
    return (
      <BillingPageFrame icon={<IconCircleCheck size={36} />} title={title}>
        <Text c="dimmed">{t(BILLING_MSG.subscribedNotice)}</Text>
        <Button size="lg" fullWidth component={Link} to={PAGES.profile.path}>
          {t('Go to profile')}
        </Button>
        {logout}
      </BillingPageFrame>
    );
  }

  const isTrial = state.kind === 'trial';
  const trialEnd = isTrial ? formatDateTime(state.trialEnd) : '';
  return (
    <BillingPageFrame
      icon={isTrial ? <IconClockHour4 size={34} /> : <IconCreditCardOff size={34} />}
      color={isTrial ? 'teal' : 'orange'}
      title={title}
    >
      {isAdmin ? (
        <SubscribeOffer returnPath={returnPath}>
          {isTrial
            ? t(
                'Your free trial ends on {trialEnd}. Subscribe now to keep working after it: your card is saved today and first charged {price} when the trial ends, then every month. You keep the rest of your trial.',
                { trialEnd, price: PLAN_PRICE_LABEL },
              )
            : t('Subscribe to keep taking orders with {app}.', { app: APP_NAME })}
        </SubscribeOffer>
      ) : (
        <Text c="dimmed" size="lg">
          {isTrial
            ? t(
                'This business is on its free trial until {trialEnd}. Your admin can subscribe from this page.',
                { trialEnd },
              )
            : t(
                'This business has no active subscription. Please ask your admin to subscribe, then sign in again.',
              )}
        </Text>
      )}
      {logout}
    </BillingPageFrame>
  );
}

/** The plan, its price and features, and Subscribe: the admin's part of the page. */
function SubscribeOffer({ returnPath, children }: { returnPath: string | undefined; children: ReactNode }) {
  const [isStarting, setStarting] = useState(false);
  const subscribe = async () => {
    setStarting(true);
    try {
      await startCheckout(returnPath);
    } catch {
      setStarting(false);
    }
  };
  return (
    <Stack gap="md" align="center" w="100%">
      <Text c="dimmed">{children}</Text>
      <Group gap={4} align="baseline" justify="center">
        <Text fz={44} fw={800} lh={1}>
          {PLAN_PRICE_LABEL}
        </Text>
        <Text c="dimmed">{t('per month')}</Text>
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
          <List.Item key={feature}>{t(feature)}</List.Item>
        ))}
      </List>
      <Button size="lg" fullWidth loading={isStarting} onClick={subscribe}>
        {t('Subscribe')}
      </Button>
    </Stack>
  );
}
