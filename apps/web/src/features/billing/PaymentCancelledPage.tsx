import { Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@opentab/shared';
import { IconCircleX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { returnPathOf } from '../../lib/billing-api';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { BillingPageFrame } from './BillingPageFrame';

/**
 * Where the checkout returns when it was cancelled or the payment failed (spec 02 section 2): back where the
 * owner subscribed from (`?returnPath=`, a path of this app only), else to the profile.
 */
export function PaymentCancelledPage() {
  useDocumentTitle(`${t('Payment cancelled')} · ${APP_NAME}`);
  const [params] = useSearchParams();
  const returnPath = returnPathOf(params);
  return (
    <BillingPageFrame icon={<IconCircleX size={36} />} color="red" title={t('Payment Cancelled/Failed')}>
      <Text c="dimmed">{t('Nothing was charged. You can subscribe again whenever you are ready.')}</Text>
      <Button size="lg" fullWidth component={Link} to={returnPath ?? PAGES.profile.path}>
        {returnPath ? t('Go back') : t('Back to profile')}
      </Button>
    </BillingPageFrame>
  );
}
