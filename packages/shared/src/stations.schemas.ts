import { z } from 'zod';
import { PREP_MINUTES_MAX } from './kitchen.ts';
import { MSG } from './messages.ts';
import { ZOpenOrdersQuerySchema, zRecordId } from './pos.schemas.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/** Issue 26: kitchen stations (Settings → Kitchen stations) and the kitchen's per-station calls. */

export const STATION_NAME_MAX_LENGTH = 60;
/** A store's categories are few; a station's list is bounded so one call stays small. */
const STATION_CATEGORIES_MAX = 500;

export const STATION_MSG = {
  provideName: 'Please provide the station name!',
  nameTooLong: `The station name can be at most ${STATION_NAME_MAX_LENGTH} characters!`,
  nameTaken: 'A kitchen station with this name already exists!',
  categoryNotFound: 'Please choose categories of this store!',
  printerNotFound: 'Please choose a printer of this store!',
  stationNotFound: 'Kitchen station not found!',
  stationAdded: 'Kitchen station added!',
  stationUpdated: 'Kitchen station updated!',
  stationDeleted: 'Kitchen station deleted!',
  /** POST /kitchen/orders/:id/bump when every item of the ticket (station) is already made or voided */
  nothingToBump: 'Nothing left to make on this ticket!',
  /** POST /kitchen/orders/:id/recall when nothing made is waiting to be served */
  nothingToRecall: 'Nothing to recall on this ticket!',
  ticketBumped: 'Ticket done!',
  ticketRecalled: 'Ticket recalled!',
  invalidPrepMinutes: `Target preparation time must be a whole number of minutes from 1 to ${PREP_MINUTES_MAX}!`,
} as const;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** POST /settings/kitchen-stations/add and /:id/update */
export const ZKitchenStationSchema = z.object(
  {
    name: zText(STATION_MSG.provideName)
      .trim()
      .min(1, STATION_MSG.provideName)
      .max(STATION_NAME_MAX_LENGTH, STATION_MSG.nameTooLong),
    categoryIds: z
      .array(zRecordId, { error: STATION_MSG.categoryNotFound })
      .max(STATION_CATEGORIES_MAX, STATION_MSG.categoryNotFound)
      .transform((ids) => [...new Set(ids)]),
    /** the station's ticket printer; absent, empty or null for none */
    printerId: z.preprocess(blankToNull, zRecordId.nullable()).optional(),
    /** absent keeps it as it is (a store's first station is its default whatever is sent) */
    isDefault: z.boolean({ error: MSG.invalidRequest }).optional(),
  },
  { error: MSG.invalidRequest },
);
export type TKitchenStationInput = z.infer<typeof ZKitchenStationSchema>;
export type TKitchenStationBody = z.input<typeof ZKitchenStationSchema>;

/** GET /kitchen: the open-orders page, of one station (`station`) or of all (the expo view). */
export const ZKitchenQuerySchema = ZOpenOrdersQuerySchema.extend({
  station: zQueryOptional(zRecordId.optional()),
});

/** POST /kitchen/orders/:id/bump and /recall: the whole ticket, or its items of one station. */
export const ZKitchenTicketSchema = z.object(
  { station: z.preprocess((v) => (v === null || v === '' ? undefined : v), zRecordId.optional()) },
  { error: MSG.invalidRequest },
);

/**
 * A category's target preparation time (issue 26): whole minutes, 1 to PREP_MINUTES_MAX; empty or null for
 * the kitchen's default (KITCHEN_DEFAULT_PREP_MINUTES). Absent on an update keeps it.
 */
export const ZPrepMinutesSchema = z.preprocess(
  (value) => (value === undefined ? undefined : blankToNull(value)),
  z.coerce
    .number({ error: STATION_MSG.invalidPrepMinutes })
    .int(STATION_MSG.invalidPrepMinutes)
    .min(1, STATION_MSG.invalidPrepMinutes)
    .max(PREP_MINUTES_MAX, STATION_MSG.invalidPrepMinutes)
    .nullable()
    .optional(),
);
