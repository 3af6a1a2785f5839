/**
 * Sizes and colours the Reports page shares with its lazily loaded charts (ReportCharts.tsx): kept apart so
 * the page's placeholders and legend do not pull the chart chunk in.
 */
export const CHART_HEIGHT = 200;
export const DONUT_SIZE = 160;

/** Colours of the payment types, in the order the page lists them (largest first); dark enough for text. */
const PAYMENT_TYPE_COLORS = ['indigo.7', 'teal.9', 'orange.9', 'grape.7', 'cyan.9', 'pink.8', 'lime.9'];

/** A Mantine colour ('indigo.7') for the chart, and the CSS variable of the same colour for the legend. */
export function paymentTypeColor(index: number): { mantine: string; css: string } {
  const mantine = PAYMENT_TYPE_COLORS[index % PAYMENT_TYPE_COLORS.length] as string;
  return { mantine, css: `var(--mantine-color-${mantine.replace('.', '-')})` };
}
