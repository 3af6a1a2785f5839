import type { TCustomerType, TPosPrintSettings } from '@opentab/shared';

/**
 * GET /receipts/order/{id}, /receipts/orders?ids= and /receipts/invoice/{id} → { receipt } (docs/api-pos.md);
 * money in major units.
 */
export type TReceipt = {
  /** "<token>-<YYYYMMDD>", tokens joined by "," for several orders */
  receiptNo: string;
  tokenNos: number[];
  createdAt: string;
  paymentType: string | null;
  paid: boolean;
  deliveryType: string | null;
  customerType: TCustomerType;
  customerName: string | null;
  tableTitle: string | null;
  floor: string | null;
  lines: TReceiptLine[];
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
  currency: string;
  /** the store's IANA zone, in which the receipt shows its date and time */
  timeZone: string;
  store: {
    storeName: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    image: string | null;
  };
  /** the print settings, without the POS's own switch */
  print: Omit<TPosPrintSettings, 'is_enable_print'>;
};

export type TReceiptLine = {
  title: string;
  variant: string | null;
  addons: string[];
  notes: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
};
