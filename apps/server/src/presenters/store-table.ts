import type { TStoreTableResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

type TStoreTableRow = Pick<Row<'store_tables'>, 'id' | 'title' | 'floor' | 'seating_capacity' | 'public_id'>;

/** A table as the back office reads it; encrypted_id is its random public id (the table's QR link). */
export function presentStoreTable(row: TStoreTableRow): TStoreTableResponse {
  return {
    id: row.id,
    table_title: row.title,
    floor: row.floor,
    seating_capacity: row.seating_capacity,
    encrypted_id: row.public_id,
  };
}
