import type { TDiscountType } from '@opentab/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of the whole data model (both spec documents). Conventions, the same on SQLite and PostgreSQL:
 * ids are random text; timestamps are ISO-8601 UTC strings; money is integer minor units of the store's
 * currency; flags are 0/1 integers; lists of addons are JSON text; `tenant_id` is on every tenant-owned row.
 */
type Flag = number;
type Timestamp = string;
/**
 * A column with a default that a raw insert may leave out (the order writers always set it: PostgreSQL's
 * jsonb_populate_record would write null for a missing key).
 */
type Optional<T> = ColumnType<T, T | undefined, T>;

interface TenantsTable {
  id: string;
  name: string;
  email: string;
  is_active: Flag;
  /** bumped by triggers on every change to the tenant's catalog tables (migration 0002) */
  catalog_version: Generated<number>;
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  /** when access ends (trial end, paid period end plus grace); null: no end (migration 0011) */
  access_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface UsersTable {
  id: string;
  tenant_id: string;
  username: string;
  password_hash: string;
  name: string;
  role: 'admin' | 'staff';
  scope: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  photo: string | null;
  /** issue 23: the approval PIN's hash (argon2id, like the password); null while none is set */
  pin_hash: string | null;
  /** issue 24: the user's language (a code of LANGUAGES); null follows the store's (0026) */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface SuperadminsTable {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  created_at: Timestamp;
}

/** A signed-in device: one per sign-in, owning a family of rotating refresh tokens. */
interface DevicesTable {
  id: string;
  /** null for superadmin devices, which belong to no tenant */
  tenant_id: string | null;
  user_id: string | null;
  superadmin_id: string | null;
  name: string;
  ip: string | null;
  location: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

interface RefreshTokensTable {
  id: string;
  device_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** set when exchanged for a new token; presenting it again is reuse */
  rotated_at: Timestamp | null;
}

interface PasswordResetTokensTable {
  id: string;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface StoreSettingsTable {
  tenant_id: string;
  store_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  image: string | null;
  time_zone: string;
  is_qr_menu_enabled: Flag;
  is_qr_order_enabled: Flag;
  unique_qr_code: string;
  updated_at: Timestamp;
  /** when the owner dismissed the dashboard's setup checklist (0013) */
  setup_dismissed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the payment type the payment dialogs preselect (0016); no foreign key, null when none */
  default_payment_type_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** printed before the invoice number, '' for none (0016) */
  invoice_prefix: ColumnType<string, string | undefined, string>;
  /** the service charge, percent × 1000, 0 for none; its tax (no foreign key), dine-in bills only (0019) */
  service_charge_milli: ColumnType<number, number | undefined, number>;
  service_charge_tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  is_service_charge_dine_in_only: ColumnType<Flag, Flag | undefined, Flag>;
  /** the largest discount given without a manager's approval, percent × 1000 (0019) */
  discount_limit_milli: ColumnType<number, number | undefined, number>;
  /** a sale needs the seller's open shift (0020) */
  shifts_required: ColumnType<Flag, Flag | undefined, Flag>;
  /** issue 24: the store's language, for new users, receipts and kitchen tokens (0026) */
  language: ColumnType<string, string | undefined, string>;
  /** issue 26: the store's brand colour `#rrggbb` for the screens guests see; null for OpenTab's (0031) */
  brand_color: Optional<string | null>;
  /** issue 27: a sale short of stock is sold with a warning ('allow') or refused ('refuse') (0032) */
  stock_short_policy: Optional<'allow' | 'refuse'>;
  /** issue 27: minor units paid per point earned (0: earning off), a point's worth in minor units, fewest to redeem */
  loyalty_earn_per: Optional<number>;
  loyalty_point_value: Optional<number>;
  loyalty_min_redeem: Optional<number>;
}

interface PrintSettingsTable {
  tenant_id: string;
  page_format: number;
  header: string | null;
  footer: string | null;
  show_notes: Flag;
  is_enable_print: Flag;
  show_store_details: Flag;
  print_token: Flag;
  show_customer_details: Flag;
  updated_at: Timestamp;
}

interface StoreTablesTable {
  id: string;
  tenant_id: string;
  title: string;
  floor: string;
  seating_capacity: number;
  /** random token printed in the table's QR link */
  public_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface CategoriesTable {
  id: string;
  tenant_id: string;
  title: string;
  /** 0 hides the category and its items from the POS, the QR menu and new orders */
  is_enabled: Generated<Flag>;
  /** issue 24: JSON text `{ "<language>": { "title": "..." } }`, '{}' for none (0027) */
  translations: ColumnType<string, string | undefined, string>;
  /** issue 26: the category's target preparation time in minutes, null for the kitchen's default (0029) */
  prep_minutes: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface TaxesTable {
  id: string;
  tenant_id: string;
  title: string;
  /** percent × 1000, so 12.5 % is 12500 (up to three decimals, exact) */
  rate_milli: number;
  type: 'exclusive' | 'inclusive';
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PaymentTypesTable {
  id: string;
  tenant_id: string;
  title: string;
  is_active: Flag;
  /** 1: cash, which alone takes an amount tendered and gives change (0016) */
  is_cash: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface MenuItemsTable {
  id: string;
  tenant_id: string;
  title: string;
  price: number;
  net_price: number | null;
  image: string | null;
  category_id: string | null;
  tax_id: string | null;
  /** 0 hides the item ("86'd", sold out) from the POS, the QR menu and new orders */
  is_enabled: Generated<Flag>;
  /** issue 24: JSON text `{ "<language>": { "title": "..." } }`, '{}' for none (0027) */
  translations: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface MenuItemOptionsTable {
  id: string;
  tenant_id: string;
  item_id: string;
  title: string;
  price: number;
  /** issue 24: JSON text `{ "<language>": { "title": "..." } }`, '{}' for none (0027) */
  translations: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface CustomersTable {
  id: string;
  tenant_id: string;
  phone: string;
  name: string;
  email: string | null;
  birth_date: string | null;
  gender: 'female' | 'male' | 'other' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** issue 27 (0032): a loyalty member; `points` is the sum of its `member_points` ledger, never below 0 */
  is_member: Optional<Flag>;
  points: Optional<number>;
  member_since: Optional<Timestamp | null>;
}

interface ReservationsTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  date: Timestamp;
  table_id: string | null;
  status: 'booked' | 'paid' | 'cancelled';
  notes: string | null;
  people_count: number;
  unique_code: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface DailyTokenCountersTable {
  tenant_id: string;
  /** business day in the store's time zone, YYYY-MM-DD */
  day: string;
  last_token: number;
}

interface OrdersTable {
  id: string;
  tenant_id: string;
  business_day: string;
  token_no: number;
  delivery_type: string | null;
  customer_type: 'WALKIN' | 'CUSTOMER';
  customer_id: string | null;
  customer_name: string | null;
  table_id: string | null;
  table_title: string | null;
  floor: string | null;
  status: 'created' | 'completed' | 'cancelled';
  /** 'partial': its invoice is part-paid (issue 23, split bill): the table still owes the invoice's balance */
  payment_status: 'pending' | 'partial' | 'paid';
  invoice_id: string | null;
  qr_order_id: string | null;
  items_total: number;
  tax_total: number;
  payable_total: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the order's own discount as given (0019); discount_total sums it and its lines' discounts */
  discount_type: Optional<TDiscountType | null>;
  discount_value: Optional<number | null>;
  discount_reason: Optional<string | null>;
  discount_total: Optional<number>;
  /** issue 25 (0028): an order made offline keeps the token its POS printed ("P-7") and the device's id */
  provisional_token: Optional<string | null>;
  device_id: Optional<string | null>;
}

/** A cart line as priced when it was ordered: the columns order_items and qr_order_items share. */
interface LineSnapshotColumns {
  item_id: string | null;
  item_title: string;
  variant_id: string | null;
  variant_title: string | null;
  variant_price: number | null;
  /** JSON [{id,title,price}] as priced when ordered */
  addons: string;
  quantity: number;
  notes: string | null;
  unit_price: number;
}

interface OrderItemsTable extends LineSnapshotColumns {
  id: string;
  tenant_id: string;
  order_id: string;
  tax_title: string | null;
  tax_rate_milli: number | null;
  tax_type: string | null;
  line_net: number;
  line_tax: number;
  status: 'created' | 'preparing' | 'completed' | 'delivered' | 'cancelled';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the line's own discount as given, what it took off, and the line's share of its order's (0019) */
  discount_type: Optional<TDiscountType | null>;
  discount_value: Optional<number | null>;
  discount_reason: Optional<string | null>;
  line_discount: Optional<number>;
  order_discount_share: Optional<number>;
  /** the line's share of a discount given at payment on its whole bill (0024) */
  bill_discount_share: Optional<number>;
}

interface InvoicesTable {
  id: string;
  tenant_id: string;
  sub_total: number;
  tax_total: number;
  total: number;
  payment_type_id: string | null;
  payment_type_title: string | null;
  delivery_type: string | null;
  customer_type: 'WALKIN' | 'CUSTOMER';
  customer_id: string | null;
  customer_name: string | null;
  table_id: string | null;
  table_title: string | null;
  floor: string | null;
  created_by: string | null;
  created_at: Timestamp;
  /** cash handed over and change given back, minor units (0013); null when no amount was typed */
  amount_tendered: number | null;
  change_due: number | null;
  /** the store's sequential number, 1.. without gaps (0016); null only if a row was written around the app */
  invoice_no: ColumnType<number | null, number | null | undefined, number | null>;
  /** the store's invoice prefix when the invoice was written (0016) */
  invoice_prefix: ColumnType<string, string | undefined, string>;
  /** every discount of its lines; its service charge and that charge's tax, inside tax_total (0019) */
  discount_total: Optional<number>;
  service_charge: Optional<number>;
  service_charge_tax: Optional<number>;
  /** paid with the bill on top of its total: never revenue or tax (0019) */
  tip: Optional<number>;
  /** the service charge's percent × 1000 and its tax's title and rate, as charged */
  service_charge_milli: Optional<number>;
  service_charge_tax_title: Optional<string | null>;
  service_charge_tax_milli: Optional<number | null>;
  /** what is still owed of its total, minor units: 0 once paid whole; more while paid in parts (0022) */
  balance: Optional<number>;
  /** the split into equal shares its parts follow, and the balance it split (0022); null while none */
  split_shares: Optional<number | null>;
  split_base: Optional<number | null>;
  /** a discount given at payment on the whole bill, as given, and its reason (0024); its lines keep their shares */
  bill_discount_type: Optional<TDiscountType | null>;
  bill_discount_value: Optional<number | null>;
  bill_discount_reason: Optional<string | null>;
  /** issue 27 (0032): the member points this invoice earned, redeemed, and the discount they gave (minor units) */
  points_earned: Optional<number>;
  points_redeemed: Optional<number>;
  points_discount: Optional<number>;
  /** issue 27 (0032): the unguessable name of the invoice in its receipt's feedback link (never its id) */
  public_token: Optional<string | null>;
}

/** What an invoice was paid with (0019): one row per payment type and amount (split tender). */
interface InvoicePaymentsTable {
  id: string;
  tenant_id: string;
  invoice_id: string;
  payment_type_id: string | null;
  payment_type_title: string;
  /** what this payment paid of the bill and its tip, minor units (cash beyond it was the change) */
  amount: number;
  created_at: Timestamp;
  /** the part of the bill it paid (1 for a bill paid whole) and who took it (0022) */
  part: Optional<number>;
  created_by: Optional<string | null>;
}

/** One part of a bill paid in parts (0022): what it paid of the bill, its tip, its share, cash and change. */
interface InvoicePartsTable {
  id: string;
  tenant_id: string;
  invoice_id: string;
  part: number;
  /** what it paid of the bill's total, minor units, without its tip */
  amount: number;
  tip: number;
  /** a share's number and of how many; both null for a part that paid lines or the rest */
  share_no: number | null;
  shares: number | null;
  amount_tendered: number | null;
  change_due: number | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** What a part paid of each line (0022): units and their amount (shared split-bill.ts partOfLine). */
interface InvoicePartLinesTable {
  id: string;
  tenant_id: string;
  invoice_id: string;
  part: number;
  order_item_id: string;
  quantity: number;
  amount: number;
}

/** The last invoice number a store gave out (0016): only ever goes up. */
interface InvoiceCountersTable {
  tenant_id: string;
  last_no: number;
}

/** The audit log (0017): appended in the transaction of the change; a trigger refuses UPDATE and DELETE. */
interface AuditLogTable {
  id: string;
  tenant_id: string;
  created_at: string;
  /** who acted; null once the user is deleted would need an update, so the id stays as it was */
  user_id: string | null;
  user_name: string;
  /** the device's name at the time, as My Devices showed it */
  device: string | null;
  action: string;
  /** what was changed, in words: a username, a tax's title */
  subject: string;
  /** JSON of the changed fields before and after; null for an add (before) or a delete (after) */
  before: string | null;
  after: string | null;
}

/** A cashier's shift (0020): at most one open per user; closing it writes its Z report. */
interface ShiftsTable {
  id: string;
  tenant_id: string;
  opened_by: string;
  opened_by_name: string;
  opened_at: Timestamp;
  /** minor units */
  opening_float: number;
  status: 'open' | 'closed';
  closed_at: Timestamp | null;
  closed_by: string | null;
  closed_by_name: string | null;
}

/** Cash put into or taken out of the drawer during a shift (0020), with its reason. */
interface ShiftCashMovementsTable {
  id: string;
  tenant_id: string;
  shift_id: string;
  type: 'in' | 'out';
  /** minor units, above 0 */
  amount: number;
  reason: string;
  user_id: string;
  user_name: string;
  created_at: Timestamp;
}

/** The last Z report number a store gave out (0020): only ever goes up. */
interface ZReportCountersTable {
  tenant_id: string;
  last_no: number;
}

/** A closed shift's Z report (0020): numbered per store, its figures frozen at close; a trigger refuses changes. */
interface ZReportsTable {
  id: string;
  tenant_id: string;
  number: number;
  shift_id: string;
  opened_at: Timestamp;
  closed_at: Timestamp;
  opened_by_name: string;
  /** minor units, for the list */
  sales_total: number;
  total_variance: number;
  currency: string;
  /** the whole report as it was at close: JSON, amounts in minor units (modules/shifts/shift-figures.ts) */
  figures: string;
}

/** The last credit note number a store gave out (0021): only ever goes up. */
interface RefundCountersTable {
  tenant_id: string;
  last_no: number;
}

/** A refund of a paid invoice, its credit note (0021): numbered per store; a trigger refuses changes. */
interface RefundsTable {
  id: string;
  tenant_id: string;
  invoice_id: string;
  credit_note_no: number;
  /** minor units paid back, and the tax inside it */
  amount: number;
  tax_amount: number;
  reason: string;
  /** the payment type the money went back with, its title and whether it was cash, as they were */
  payment_type_id: string;
  payment_type_title: string;
  is_cash: Flag;
  created_by: string;
  created_by_name: string;
  approved_by_name: string;
  created_at: Timestamp;
}

/** What a refund by lines gave back of each order line (0021). */
interface RefundLinesTable {
  id: string;
  tenant_id: string;
  refund_id: string;
  order_item_id: string;
  quantity: number;
  amount: number;
  tax_amount: number;
}

interface QrOrdersTable {
  id: string;
  tenant_id: string;
  table_id: string | null;
  delivery_type: string | null;
  customer_type: 'WALKIN' | 'CUSTOMER';
  customer_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  status: 'created' | 'completed' | 'cancelled';
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface QrOrderItemsTable extends LineSnapshotColumns {
  id: string;
  tenant_id: string;
  qr_order_id: string;
  created_at: Timestamp;
}

interface SubscriptionsTable {
  id: string;
  tenant_id: string;
  provider: string;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  status: string;
  is_active: Flag;
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  /** the provider's time of the state stored: an older event never overwrites it (migration 0011) */
  state_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface BillingEventsTable {
  /** the provider's event id: each is processed once */
  id: string;
  provider: string;
  type: string;
  tenant_id: string | null;
  created_at: Timestamp;
}

interface SubscriptionHistoryTable {
  id: string;
  tenant_id: string;
  subscription_id: string | null;
  status: 'created' | 'renewed' | 'cancelled';
  amount: number;
  currency: string;
  starts_on: Timestamp | null;
  expires_on: Timestamp | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: Timestamp;
}

/**
 * Issue 25 (0028): the pricing catalog of a menu version a POS was given (/pos/init), kept while an order made
 * offline may still name it: until 24 hours after `superseded_at`, which a trigger on tenants.catalog_version sets
 * in the transaction that made the next version (null while the version is current).
 */
interface CatalogSnapshotsTable {
  tenant_id: string;
  version: number;
  /** JSON of the catalog (catalog-snapshots.ts) */
  snapshot: string;
  created_at: Timestamp;
  superseded_at: Generated<Timestamp | null>;
}

interface OutboxMailsTable {
  id: string;
  tenant_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  status: 'logged' | 'sent' | 'failed';
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** What one unit of a store currency is worth in USD, set by the operator (migration 0012). */
interface CurrencyRatesTable {
  currency: string;
  usd_per_unit: number;
  updated_at: Timestamp;
}

/** Sales per tenant, time bucket and payment type, kept by modules/orders/sales-rollup.repo.ts (migration 0010). */
interface SalesRollupTable {
  tenant_id: string;
  /** the bucket's length in seconds: a quarter hour (900) or a day (86400), UTC; every order is in one of each */
  span: number;
  /** the start of the bucket the orders were rung up in */
  bucket: Timestamp;
  /**
   * a payment type of the paid orders' invoices ('' for unpaid orders and paid ones without a type): a split
   * bill's orders are counted under its first part's type and their net and tax shared out over its parts' types
   */
  payment_type_title: string;
  /** orders not cancelled */
  orders: number;
  /** of those, the paid ones */
  paid_orders: number;
  /** charged (not cancelled) lines of the paid orders, and their net and tax (or a type's share) in minor units */
  paid_lines: number;
  net: number;
  tax: number;
}

/** How many orders sold each item per time bucket, kept by modules/orders/sales-rollup.repo.ts (migration 0010). */
interface ItemSalesRollupTable {
  tenant_id: string;
  /** as in sales_rollup */
  span: number;
  bucket: Timestamp;
  /** the lines' menu item id, '' when they have none */
  item_id: string;
  item_title: string;
  /** the lowest unit price of the item's charged lines in each order counted here */
  unit_price: number;
  orders: number;
}

/** Issue 26 (0029): a network ESC/POS printer, reached only from the server. */
interface PrintersTable {
  id: string;
  tenant_id: string;
  name: string;
  host: string;
  port: number;
  /** 58 or 80 (mm) */
  paper_width: number;
  chars_per_line: number;
  prints_receipts: Generated<Flag>;
  auto_print: Generated<Flag>;
  has_drawer: Generated<Flag>;
  status: Generated<'unknown' | 'online' | 'offline' | 'paper_error'>;
  status_at: Generated<Timestamp | null>;
  /** since when every attempt has failed; null while it prints */
  failing_since: Generated<Timestamp | null>;
  last_job_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 26 (0029): a kitchen station; items of categories no station prepares go to the default one. */
interface KitchenStationsTable {
  id: string;
  tenant_id: string;
  name: string;
  is_default: Generated<Flag>;
  /** the station's ticket printer: the one link between stations and printers */
  printer_id: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 26 (0029): the categories a station prepares; a category belongs to at most one station. */
interface KitchenStationCategoriesTable {
  tenant_id: string;
  station_id: string;
  category_id: string;
}

/** Issue 26 (0029): the durable print queue, per printer in `seq` order. */
interface PrintJobsTable {
  id: string;
  tenant_id: string;
  printer_id: string;
  seq: number;
  kind: 'receipt' | 'kitchen' | 'test';
  order_id: Generated<string | null>;
  invoice_id: Generated<string | null>;
  station_id: Generated<string | null>;
  token_no: Generated<number | null>;
  title: string;
  /** the ESC/POS bytes, rendered when queued */
  payload: Buffer;
  status: 'queued' | 'sending' | 'printed' | 'failed' | 'uncertain';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: Generated<string | null>;
  reprint_of: Generated<string | null>;
  created_by: Generated<string | null>;
  created_at: Timestamp;
  printed_at: Generated<Timestamp | null>;
}

/** Issue 26 (0030): a code a POS shows to pair a customer display; single use, 10 minutes. */
interface DisplayPairingCodesTable {
  tenant_id: string;
  code: string;
  pos_device_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Issue 26 (0030): the customer display mirroring a POS device's cart (one each way). */
interface DisplayPairingsTable {
  tenant_id: string;
  pos_device_id: string;
  display_device_id: string;
  created_at: Timestamp;
}

/**
 * Issue 27 (0032): a store's stock item. Quantities are integers of a thousandth of `unit` (2.5 kg is 2500);
 * `on_hand` is the sum of the item's movements, written only with them.
 */
interface StockItemsTable {
  id: string;
  tenant_id: string;
  title: string;
  unit: string;
  on_hand: Generated<number>;
  min_quantity: Generated<number>;
  /** minor units per whole unit; null when unknown */
  cost_per_unit: Optional<number | null>;
  is_active: Generated<Flag>;
  deleted_at: Optional<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 27 (0032): append-only; `quantity` is signed, what the movement did to its item's on_hand. */
interface StockMovementsTable {
  id: string;
  tenant_id: string;
  stock_item_id: string;
  type: 'IN' | 'OUT' | 'WASTAGE' | 'ADJUSTMENT';
  quantity: number;
  note: Optional<string>;
  order_id: Optional<string | null>;
  order_item_id: Optional<string | null>;
  created_by: Optional<string | null>;
  created_by_name: Optional<string>;
  created_at: Timestamp;
}

/** Issue 27 (0032): what one unit of a menu item (both null), a variant or an addon uses; a catalog table. */
interface RecipeItemsTable {
  id: string;
  tenant_id: string;
  menu_item_id: string;
  variant_id: Optional<string | null>;
  addon_id: Optional<string | null>;
  stock_item_id: string;
  /** thousandths of the stock item's unit, > 0 */
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 27 (0034): the menu items a store last announced as sold out (sorted ids, comma-joined). */
interface StockSoldOutTable {
  tenant_id: string;
  item_ids: Generated<string>;
}

/** Issue 27 (0032): a member's points ledger; signed points, summed in `customers.points`. */
interface MemberPointsTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  kind: 'earn' | 'redeem' | 'refund' | 'adjust';
  points: number;
  invoice_id: Optional<string | null>;
  refund_id: Optional<string | null>;
  note: Optional<string>;
  created_by: Optional<string | null>;
  created_at: Timestamp;
}

/** Issue 27 (0032): a guest's feedback on one invoice (at most one), ratings 1–5. */
interface FeedbackTable {
  id: string;
  tenant_id: string;
  invoice_id: string;
  food_quality: number;
  service: number;
  ambiance: number;
  staff_behavior: number;
  recommend: number;
  remarks: Optional<string>;
  name: Optional<string | null>;
  phone: Optional<string | null>;
  email: Optional<string | null>;
  birthdate: Optional<string | null>;
  created_at: Timestamp;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  superadmins: SuperadminsTable;
  devices: DevicesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  store_settings: StoreSettingsTable;
  print_settings: PrintSettingsTable;
  store_tables: StoreTablesTable;
  categories: CategoriesTable;
  taxes: TaxesTable;
  payment_types: PaymentTypesTable;
  menu_items: MenuItemsTable;
  menu_item_variants: MenuItemOptionsTable;
  menu_item_addons: MenuItemOptionsTable;
  customers: CustomersTable;
  reservations: ReservationsTable;
  daily_token_counters: DailyTokenCountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoices: InvoicesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_parts: InvoicePartsTable;
  invoice_part_lines: InvoicePartLinesTable;
  invoice_counters: InvoiceCountersTable;
  audit_log: AuditLogTable;
  shifts: ShiftsTable;
  shift_cash_movements: ShiftCashMovementsTable;
  z_report_counters: ZReportCountersTable;
  z_reports: ZReportsTable;
  refund_counters: RefundCountersTable;
  refunds: RefundsTable;
  refund_lines: RefundLinesTable;
  qr_orders: QrOrdersTable;
  qr_order_items: QrOrderItemsTable;
  subscriptions: SubscriptionsTable;
  subscription_history: SubscriptionHistoryTable;
  billing_events: BillingEventsTable;
  currency_rates: CurrencyRatesTable;
  idempotency_keys: IdempotencyKeysTable;
  catalog_snapshots: CatalogSnapshotsTable;
  outbox_mails: OutboxMailsTable;
  sales_rollup: SalesRollupTable;
  item_sales_rollup: ItemSalesRollupTable;
  printers: PrintersTable;
  kitchen_stations: KitchenStationsTable;
  kitchen_station_categories: KitchenStationCategoriesTable;
  print_jobs: PrintJobsTable;
  display_pairing_codes: DisplayPairingCodesTable;
  display_pairings: DisplayPairingsTable;
  stock_items: StockItemsTable;
  stock_movements: StockMovementsTable;
  recipe_items: RecipeItemsTable;
  member_points: MemberPointsTable;
  stock_sold_out: StockSoldOutTable;
  feedback: FeedbackTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
