import type { TReservationResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

type TReservationRow = Pick<
  Row<'reservations'>,
  | 'id'
  | 'date'
  | 'table_id'
  | 'status'
  | 'notes'
  | 'people_count'
  | 'unique_code'
  | 'created_at'
  | 'updated_at'
> & { customer_phone: string; customer_name: string; table_title: string | null };

/** A reservation as the back office reads it: the customer by phone (the spec's customer id) and name. */
export function presentReservation(row: TReservationRow): TReservationResponse {
  return {
    id: row.id,
    customer_id: row.customer_phone,
    customer_name: row.customer_name,
    date: row.date,
    table_id: row.table_id,
    table_title: row.table_title,
    status: row.status,
    notes: row.notes,
    people_count: row.people_count,
    unique_code: row.unique_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
