import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { MSG, PAGES, SUPERADMIN_MSG } from '@opentab/shared';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { CurrencyRatesDialog } from './CurrencyRatesDialog';
import { SuperadminFigures } from './SuperadminFigures';
import { useSuperadminDashboard } from './superadmin-api';

/** /superadmin/dashboard/home (spec 02 section 2): today's figures across every tenant, in UTC days. */
export function SuperadminDashboardPage() {
  useDocumentTitle(`${t('Superadmin Dashboard')} · ${APP_NAME}`);
  const dashboard = useSuperadminDashboard();
  const [ratesOpened, rates] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Dashboard')}
        description={t('Today across every tenant (UTC day).')}
        actions={
          <Button variant="default" leftSection={<IconCurrencyDollar size={18} />} onClick={rates.open}>
            {t('Currency Rates')}
          </Button>
        }
      />
      <QueryState
        query={dashboard}
        errorText={t(SUPERADMIN_MSG.loadDashboardFailed)}
        skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
        isEmpty={() => false}
      >
        {(data) => (
          <Stack gap="md">
            <SuperadminFigures
              figures={{
                ...data,
                salesVolume: data.salesVolumeToday,
                ordersProcessed: data.ordersProcessedToday,
              }}
              isToday
            />
          </Stack>
        )}
      </QueryState>
      <Anchor component={Link} to={PAGES['superadmin-reports'].path} fw={600}>
        {t('View reports')}
      </Anchor>
      <CurrencyRatesDialog opened={ratesOpened} onClose={rates.close} />
    </Stack>
  );
}
