import type {
  TCategory,
  TCustomerType,
  TDeliveryType,
  TMenuItem,
  TMenuItemOption,
  TPaymentType,
  TPosPrintSettings,
  TPosStoreSettings,
  TStoreTable,
} from '@opentab/shared';

/** Shapes of docs/api-pos.md as the POS reads them. Money is decimal major units of the store currency. */

/** A variant or addon as /pos/init sends it (the menu's own type). */
export type TPosOption = TMenuItemOption;

/** A menu item as /pos/init sends it: the menu's own type; the POS never reads net_price. */
export type TPosMenuItem = Omit<TMenuItem, 'net_price'>;

/** A table as /pos/init sends it: without its public QR id. */
export type TPosStoreTable = Omit<TStoreTable, 'encrypted_id'>;

export type TPosInit = {
  categories: TCategory[];
  menuItems: TPosMenuItem[];
  paymentTypes: TPaymentType[];
  printSettings: TPosPrintSettings;
  storeSettings: TPosStoreSettings;
  storeTables: TPosStoreTable[];
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
