import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  MSG,
  PAGES,
  SUPERADMIN_MSG,
  subscriptionHistoryLabel,
  type TSubscriptionHistoryEntry,
  type TSubscriptionHistoryResponse,
} from '@opentab/shared';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useSubscriptionHistory } from './superadmin-api';

const day = (value: string | null) => value?.slice(0, 10) ?? '-';
const BADGE_COLORS = { Created: 'blue.9', Renewed: 'teal.9', Cancelled: 'red.9' } as const;
/** subscriptionHistoryLabel's English words, as the catalogs know them */
const STATUS_LABELS: Record<string, string> = {
  Created: msg('Created'),
  Renewed: msg('Renewed'),
  Cancelled: msg('Cancelled'),
};
const DATE_LABELS: Record<string, string> = {
  'Paid on': msg('Paid on {date}'),
  'Cancelled on': msg('Cancelled on {date}'),
};

/** /superadmin/dashboard/tenants/{id}/subscription-history (spec 02 sections 2 and 4). */
export function SubscriptionHistoryPage() {
  useDocumentTitle(`${t('Subscription History')} · ${APP_NAME}`);
  const { id = '' } = useParams();
  const history = useSubscriptionHistory(id);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Subscription History')}
        actions={
          <Anchor component={Link} to={PAGES['superadmin-tenants'].path} fw={600}>
            {t('Back to tenants')}
          </Anchor>
        }
      />
      <QueryState
        query={history}
        errorText={t(SUPERADMIN_MSG.loadHistoryFailed)}
        skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
        isEmpty={() => false}
      >
        {(data) => <TenantHistory data={data} />}
      </QueryState>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function TenantHistory({ data }: { data: TSubscriptionHistoryResponse }) {
  const { tenantInfo: tenant, storeDetails: store } = data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {tenant.name}
          </Title>
          <Badge color={tenant.is_active === 1 ? 'teal.9' : 'gray.7'} variant="filled">
            {tenant.is_active === 1 ? t('Active') : t('Inactive')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Detail label={t('Email')} value={tenant.email} />
          <Detail label={t('Subscription Start')} value={day(tenant.subscription_start)} />
          <Detail label={t('Subscription End')} value={day(tenant.subscription_end)} />
          <Detail label={t('Users')} value={String(data.totalUsers)} />
          <Detail label={t('Store Email')} value={store.email ?? '-'} />
          <Detail label={t('Phone')} value={store.phone ?? '-'} />
          <Detail label={t('Address')} value={store.address ?? '-'} />
          <Detail label={t('Currency')} value={store.currency} />
          <Detail
            label={t('QR Menu')}
            value={store.is_qr_menu_enabled === 1 ? t('Enabled') : t('Disabled')}
          />
          <Detail label={t('Joined')} value={day(tenant.created_at)} />
        </SimpleGrid>
      </Paper>
      <Title order={2} fz="lg">
        {t('Payment History')}
      </Title>
      {data.subscriptionHistory.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('No payments yet.')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.subscriptionHistory.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function HistoryEntry({ entry }: { entry: TSubscriptionHistoryEntry }) {
  const { label, dateLabel } = subscriptionHistoryLabel(entry.status);
  return (
    <Paper withBorder radius="md" p="md" data-testid="subscription-history-entry">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Badge color={BADGE_COLORS[label as keyof typeof BADGE_COLORS]} variant="filled">
          {t(STATUS_LABELS[label] ?? label)}
        </Badge>
        <Text fw={600}>
          {t(DATE_LABELS[dateLabel] ?? 'Paid on {date}', { date: formatDateTime(entry.created_at) })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('Period {start} to {end}', { start: day(entry.starts_on), end: day(entry.expires_on) })}
      </Text>
    </Paper>
  );
}
