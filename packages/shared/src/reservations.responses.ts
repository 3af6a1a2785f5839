import { z } from 'zod';
import { ZPosStoreTableSchema } from './init.responses.ts';
import { RESERVATION_STATUSES } from './reservations.schemas.ts';

/** A reservation (spec 02 section 3); customer_id is the customer's phone, date an ISO instant. */
export const ZReservationResponseSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  date: z.string(),
  table_id: z.string().nullable(),
  table_title: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  notes: z.string().nullable(),
  people_count: z.number(),
  unique_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReservationResponse = z.infer<typeof ZReservationResponseSchema>;

/** GET /reservations?type=&from=&to= and GET /reservations/search?q=: bare lists. */
export const ZReservationsResponseSchema = z.array(ZReservationResponseSchema);

/**
 * GET /reservations/init: the tables a reservation can hold (id, table_title, seating_capacity, floor), and
 * beyond the spec the store's time zone, where the filters' days begin (Custom's From starts at its today).
 */
export const ZReservationsInitResponseSchema = z.object({
  storeTables: z.array(ZPosStoreTableSchema),
  timeZone: z.string(),
});
export type TReservationsInitResponse = z.infer<typeof ZReservationsInitResponseSchema>;
