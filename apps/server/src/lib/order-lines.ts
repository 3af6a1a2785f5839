import type { Row } from '../db/schema.ts';

type TLine = Pick<Row<'order_items'>, 'status' | 'line_net' | 'line_tax'>;

/** Lines a customer pays for: every line but the cancelled ones, which are left off bills and receipts. */
export function chargedLines<T extends TLine>(items: readonly T[]): T[] {
  return items.filter((item) => item.status !== 'cancelled');
}

/** What lines owe, from their stored snapshots (today's menu prices never matter), in minor units. */
export function sumLines(lines: readonly TLine[]) {
  const subtotal = lines.reduce((sum, item) => sum + item.line_net, 0);
  const taxTotal = lines.reduce((sum, item) => sum + item.line_tax, 0);
  return { subtotal, taxTotal, total: subtotal + taxTotal };
}
