import type { TPosStoreTable } from '@opentab/shared';

/** "T1 (4 person) Ground": a table as the POS's table select and the Orders screen's Move list name it. */
export function tableLabel(table: TPosStoreTable): string {
  return [table.table_title, `(${table.seating_capacity} person)`, table.floor].filter(Boolean).join(' ');
}
