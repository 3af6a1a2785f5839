import { Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { ServiceChargeForm } from './ServiceChargeForm';
import { useServiceCharge } from './service-charge-api';
import { LOAD_DETAILS_FAILED } from './settings-messages';

export function ServiceChargePage() {
  useDocumentTitle(`Service Charge & Discounts · ${APP_NAME}`);
  const settings = useServiceCharge();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Service Charge & Discounts"
        description="What a bill adds for service, and how large a discount a cashier may give alone."
      />
      <QueryState
        query={settings}
        errorText={LOAD_DETAILS_FAILED}
        skeleton={<Skeleton h={320} radius="md" />}
      >
        {(data) => <ServiceChargeForm key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Stack>
  );
}
