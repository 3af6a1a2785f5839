import type {
  TCategory,
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
