import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { t } from '../../lib/i18n';
import { CHART_HEIGHT, DONUT_SIZE, paymentTypeColor } from './chart-style';

/*
 * The Reports page's charts, drawn with @mantine/charts (Recharts). This module is the only one that imports
 * them and ReportsPage loads it lazily, so the chart code is a chunk of its own that the POS, the sign-in and
 * every other page never download. The charts are pictures of tables the page itself renders (visually
 * hidden for days and hours, visible for payment types): they are aria-hidden and not focusable.
 */

/** One bar per point (a day, an hour of the day), in the page's accent colour. */
export function RevenueBars({
  points,
  formatMoney,
}: {
  points: readonly { label: string; total: number }[];
  formatMoney: (amount: number) => string;
}) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={CHART_HEIGHT}
        data={points.map((point) => ({ label: point.label, Revenue: point.total }))}
        dataKey="label"
        series={[{ name: 'Revenue', label: t('Revenue'), color: 'indigo.7' }]}
        valueFormatter={formatMoney}
        textColor="dark.6"
        gridAxis="y"
        tickLine="none"
        maxBarWidth={32}
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}

/** The payment types' share of revenue as a donut; the page's table beside it is its legend. */
export function PaymentTypesDonut({
  types,
  formatMoney,
}: {
  types: readonly { title: string; total: number }[];
  formatMoney: (amount: number) => string;
}) {
  return (
    <div aria-hidden="true">
      <DonutChart
        size={DONUT_SIZE}
        thickness={28}
        data={types.map((type, index) => ({
          name: type.title,
          value: type.total,
          color: paymentTypeColor(index).mantine,
        }))}
        valueFormatter={formatMoney}
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
        // Recharts puts the pie itself in the tab order (rootTabIndex 0) even without its accessibility layer
        pieProps={{ rootTabIndex: -1 }}
      />
    </div>
  );
}
