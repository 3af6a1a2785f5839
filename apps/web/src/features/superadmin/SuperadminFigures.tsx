import { SimpleGrid, Text } from '@mantine/core';
import { SUPERADMIN_MSG, type TRecurringRevenue } from '@opentab/shared';
import type { ReactNode } from 'react';
import { formatCompact, formatCompactUsd } from '../../lib/format';
import { MissingRatesNotice } from './MissingRatesNotice';
import { StatTile } from './StatTile';

type TProps = {
  figures: TRecurringRevenue & {
    activeTenants: number;
    salesVolume: number;
    ordersProcessed: number;
    currenciesWithoutRate: readonly string[];
  };
  /** " Today" on the dashboard; the reports' filter says the period itself */
  period?: string;
  /** tiles only one page has */
  children?: ReactNode;
};

/**
 * The operator's figures, shared by the dashboard and the reports: tenants, MRR and ARR of the paying
 * subscriptions (the answer's amounts; its `mrr`/`arr` are the spec's counts), the trials apart, sales and orders.
 */
export function SuperadminFigures({ figures, period = '', children }: TProps) {
  return (
    <>
      <MissingRatesNotice currencies={figures.currenciesWithoutRate} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        <StatTile label="Active Tenants" value={formatCompact(figures.activeTenants)} />
        <StatTile
          label="MRR"
          value={formatCompactUsd(figures.mrrAmount)}
          hint={SUPERADMIN_MSG.recurringTooltip}
          footer={<TileNote>{SUPERADMIN_MSG.payingSubscriptions(figures.mrr)}</TileNote>}
        />
        <StatTile
          label="ARR"
          value={formatCompactUsd(figures.arrAmount)}
          hint={SUPERADMIN_MSG.recurringTooltip}
          footer={<TileNote>{SUPERADMIN_MSG.payingSubscriptions(figures.arr)}</TileNote>}
        />
        <StatTile
          label="Trials"
          value={formatCompact(figures.trials)}
          hint={SUPERADMIN_MSG.trialsTooltip}
          footer={
            <TileNote>{SUPERADMIN_MSG.trialsWouldBeMrr(formatCompactUsd(figures.trialMrrAmount))}</TileNote>
          }
        />
        <StatTile
          label={`Store Sales Volume${period}`}
          value={formatCompactUsd(figures.salesVolume)}
          hint={SUPERADMIN_MSG.salesVolumeTooltip}
        />
        <StatTile label={`Orders Processed${period}`} value={formatCompact(figures.ordersProcessed)} />
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
