import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { PublicUrlNotice } from './PublicUrlNotice';
import { StockPolicyCard } from './StockPolicyCard';
import { StoreDetailsForm } from './StoreDetailsForm';
import { StoreLogoCard } from './StoreLogoCard';
import { StoreQrCard } from './StoreQrCard';
import { LOAD_DETAILS_FAILED } from './settings-messages';
import { useStoreSettings } from './store-setting-api';

export function StoreDetailsPage() {
  useDocumentTitle(`${t('Store Details')} · ${APP_NAME}`);
  const settings = useStoreSettings();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Store Details')}
        description={t("Your store's name, contact, currency and QR menu.")}
      />
      <QueryState
        query={settings}
        errorText={t(LOAD_DETAILS_FAILED)}
        skeleton={<Skeleton h={420} radius="md" />}
      >
        {(data) => (
          <Stack gap="lg">
            {/* Remounts with the saved values after each save; a new logo keeps unsaved edits. */}
            <StoreDetailsForm key={JSON.stringify({ ...data, image: null })} settings={data} />
            {data.isQRMenuEnabled ? <PublicUrlNotice /> : null}
            <SimpleGrid minColWidth={300}>
              {data.isQRMenuEnabled ? <StoreQrCard store={data} /> : null}
              <StoreLogoCard image={data.image} storeName={data.storeName} />
              <StockPolicyCard />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
