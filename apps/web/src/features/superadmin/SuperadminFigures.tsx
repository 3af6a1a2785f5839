import { SimpleGrid } from '@mantine/core';
import { SUPERADMIN_MSG } from '@opentab/shared';
import type { ReactNode } from 'react';
import { formatCompact, formatCompactUsd } from '../../lib/format';
import { MissingRatesNotice } from './MissingRatesNotice';
import { StatTile } from './StatTile';

type TProps = {
  figures: {
    activeTenants: number;
    mrr: number;
    arr: number;
    salesVolume: number;
    ordersProcessed: number;
    currenciesWithoutRate: readonly string[];
  };
  /** " Today" on the dashboard; the reports' filter says the period itself */
  period?: string;
  /** tiles only one page has */
  children?: ReactNode;
};

/** The operator's figures, shared by the dashboard and the reports: tenants, MRR, ARR, sales and orders. */
export function SuperadminFigures({ figures, period = '', children }: TProps) {
  return (
    <>
      <MissingRatesNotice currencies={figures.currenciesWithoutRate} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        <StatTile label="Active Tenants" value={formatCompact(figures.activeTenants)} />
        <StatTile label="MRR" value={formatCompactUsd(figures.mrr)} />
        <StatTile label="ARR" value={formatCompactUsd(figures.arr)} />
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
