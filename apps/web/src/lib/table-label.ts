import type { TPosStoreTable } from '@opentab/shared';
import { t } from './i18n';

/** "T1 (4 person) Ground": a table as the POS's table select and the Orders screen's Move list name it. */
export function tableLabel(table: TPosStoreTable): string {
  return [
    table.table_title,
    t('({count, plural, other {# person}})', { count: table.seating_capacity }),
    table.floor,
  ]
    .filter(Boolean)
    .join(' ');
}
