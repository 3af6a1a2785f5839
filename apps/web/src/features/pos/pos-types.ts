import type { TCustomerType, TDeliveryType, TMenuItem, TMenuItemOption } from '@opentab/shared';

/** Shapes of docs/api-pos.md as the POS reads them. Money is decimal major units of the store currency. */

/** A variant or addon as /pos/init sends it (the menu's own type). */
export type TPosOption = TMenuItemOption;

/** A menu item as /pos/init sends it: the menu's own type; the POS never reads net_price. */
export type TPosMenuItem = Omit<TMenuItem, 'net_price'>;

/** The server sends 0/1 flags (spec) or booleans; both read the same. */
export type TFlag = boolean | 0 | 1;

export type TPrintSettings = {
  page_format: number | null;
  is_enable_print: TFlag;
  show_store_details: TFlag;
  show_customer_details: TFlag;
  show_notes: TFlag;
  print_token: TFlag;
  header: string | null;
  footer: string | null;
};

export type TPosStoreSettings = {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  image: string | null;
  timeZone: string;
  isQROrderEnabled: TFlag;
};

export type TStoreTable = { id: string; table_title: string; seating_capacity: number; floor: string | null };

export type TPaymentType = { id: string; title: string; is_active: TFlag };

export type TPosInit = {
  categories: { id: string; title: string }[];
  menuItems: TPosMenuItem[];
  paymentTypes: TPaymentType[];
  printSettings: TPrintSettings;
  storeSettings: TPosStoreSettings;
  storeTables: TStoreTable[];
};

/** WALKIN until a customer is picked; a picked customer is sent by phone (the spec's customer id). */
export type TPosCustomer = { type: 'WALKIN' } | { type: 'CUSTOMER'; phone: string; name: string };

export const WALKIN: TPosCustomer = { type: 'WALKIN' };

/** A cart line keeps the item as it was when added, so drafts and the cart render without the menu. */
export type TCartLine = {
  /** unique per line: the same item can sit on two lines with different options */
  key: string;
  item: TPosMenuItem;
  quantity: number;
  notes: string | null;
  variant: TPosOption | null;
  addons: TPosOption[];
};

export type TDraft = { nameRef: string; date: string; cart: TCartLine[] };

/** One line of the create-order payload: ids and quantities only, the server prices everything. */
export type TCartLinePayload = {
  id: string;
  quantity: number;
  notes: string | null;
  variant_id: string | null;
  addons_ids: string[];
};

export type TCreateOrderBody = {
  cart: TCartLinePayload[];
  deliveryType: TDeliveryType | null;
  customerType: TCustomerType;
  customerId: string | null;
  tableId: string | null;
  selectedQrOrderItem: string | null;
};

export type TCreateOrderAnswer = { message?: string; tokenNo: number; orderId: string; invoiceId?: string };

export type TCustomerResult = { id: string; name: string; phone: string };
