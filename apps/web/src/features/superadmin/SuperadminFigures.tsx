import { SimpleGrid, Text } from '@mantine/core';
import { SUPERADMIN_MSG, type TRecurringRevenue } from '@opentab/shared';
import type { ReactNode } from 'react';
import { formatCompact, formatCompactUsd } from '../../lib/format';
import { t } from '../../lib/i18n';
import { MissingRatesNotice } from './MissingRatesNotice';
import { StatTile } from './StatTile';

type TProps = {
  figures: TRecurringRevenue & {
    activeTenants: number;
    salesVolume: number;
    ordersProcessed: number;
    currenciesWithoutRate: readonly string[];
  };
  /** the dashboard's figures are today's; the reports' filter says the period itself */
  isToday?: boolean;
  /** tiles only one page has */
  children?: ReactNode;
};

/**
 * The operator's figures, shared by the dashboard and the reports: tenants, MRR and ARR of the paying
 * subscriptions (the answer's amounts; its `mrr`/`arr` are the spec's counts), the trials apart, sales and orders.
 */
export function SuperadminFigures({ figures, isToday = false, children }: TProps) {
  const payingSubscriptions = (count: number) =>
    t('{count, plural, one {# paying subscription} other {# paying subscriptions}}', { count });
  return (
    <>
      <MissingRatesNotice currencies={figures.currenciesWithoutRate} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        <StatTile label={t('Active Tenants')} value={formatCompact(figures.activeTenants)} />
        <StatTile
          label={t('MRR')}
          value={formatCompactUsd(figures.mrrAmount)}
          hint={t(SUPERADMIN_MSG.recurringTooltip)}
          footer={<TileNote>{payingSubscriptions(figures.mrr)}</TileNote>}
        />
        <StatTile
          label={t('ARR')}
          value={formatCompactUsd(figures.arrAmount)}
          hint={t(SUPERADMIN_MSG.recurringTooltip)}
          footer={<TileNote>{payingSubscriptions(figures.arr)}</TileNote>}
        />
        <StatTile
          label={t('Trials')}
          value={formatCompact(figures.trials)}
          hint={t(SUPERADMIN_MSG.trialsTooltip)}
          footer={
            <TileNote>
              {t('{amount} MRR once they pay', { amount: formatCompactUsd(figures.trialMrrAmount) })}
            </TileNote>
          }
        />
        <StatTile
          label={isToday ? t('Store Sales Volume Today') : t('Store Sales Volume')}
          value={formatCompactUsd(figures.salesVolume)}
          hint={t(SUPERADMIN_MSG.salesVolumeTooltip)}
        />
        <StatTile
          label={isToday ? t('Orders Processed Today') : t('Orders Processed')}
          value={formatCompact(figures.ordersProcessed)}
        />
        {children}
      </SimpleGrid>
    </>
  );
}

function TileNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
