import { Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { ServiceChargeForm } from './ServiceChargeForm';
import { useServiceCharge } from './service-charge-api';
import { LOAD_DETAILS_FAILED } from './settings-messages';

export function ServiceChargePage() {
  useDocumentTitle(`${t('Service Charge & Discounts')} · ${APP_NAME}`);
  const settings = useServiceCharge();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Service Charge & Discounts')}
        description={t('What a bill adds for service, and how large a discount a cashier may give alone.')}
      />
      <QueryState
        query={settings}
        errorText={t(LOAD_DETAILS_FAILED)}
        skeleton={<Skeleton h={320} radius="md" />}
      >
        {(data) => <ServiceChargeForm key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Stack>
  );
}
