import { Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { PrintSettingsForm } from './PrintSettingsForm';
import { PublicUrlNotice } from './PublicUrlNotice';
import { usePrintSettings } from './print-setting-api';
import { LOAD_DETAILS_FAILED } from './settings-messages';

export function PrintSettingsPage() {
  useDocumentTitle(`${t('Print Settings')} · ${APP_NAME}`);
  const settings = usePrintSettings();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Print Settings')}
        description={t('What receipts and tokens show, and their paper size.')}
      />
      <PublicUrlNotice />
      <QueryState
        query={settings}
        errorText={t(LOAD_DETAILS_FAILED)}
        skeleton={<Skeleton h={420} radius="md" />}
      >
        {(data) => <PrintSettingsForm key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Stack>
  );
}
