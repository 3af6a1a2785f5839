import type {
  TCustomerType,
  TDeliveryType,
  TOrderItemStatus,
  TOrderStatus,
  TPaymentStatus,
  TPaymentType,
  TPosPrintSettings,
  TPosStoreSettings,
} from '@opentab/shared';

/** Shapes of docs/api-pos.md as the Orders and Kitchen screens read them; money in major units. */

export type TOrderItem = {
  id: string;
  order_id: string;
  item_id: string | null;
  item_title: string;
  variant_id: string | null;
  variant_title: string | null;
  variant_price: number | null;
  addons: { id: string; title: string; price?: number }[];
  quantity: number;
  unit_price: number;
  notes: string | null;
  status: TOrderItemStatus;
  /** ISO time the item was ordered */
  date: string;
};

export type TOrder = {
  id: string;
  date: string;
  token_no: number;
  business_day: string;
  delivery_type: TDeliveryType | null;
  customer_type: TCustomerType;
  customer_id: string | null;
  customer_name: string | null;
  status: TOrderStatus;
  payment_status: TPaymentStatus;
  table_id: string | null;
  table_title: string | null;
  floor: string | null;
  items_total: number;
  tax_total: number;
  payable_total: number;
  items: TOrderItem[];
};

/** One card of the Orders screen: a table's open orders, or one order without a table (Dine Out / Delivery). */
export type TOrderGroup = {
  table_id: string | null;
  table_title: string;
  floor: string | null;
  orders: TOrder[];
  order_ids: string[];
};

export type TOrdersInit = {
  storeSettings: TPosStoreSettings;
  printSettings: TPosPrintSettings;
  paymentTypes: TPaymentType[];
};

export type TPaymentSummary = {
  subtotal: number;
  taxTotal: number;
  total: number;
  orders: { id: string; token_no: number }[];
};
