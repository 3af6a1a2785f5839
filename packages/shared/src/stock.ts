/**
 * Issue 27, the stock an order takes: recipes deducted when an order is sent to the kitchen, given back when a
 * line the kitchen had not started is voided, and what the store does when stock is short (docs/stock.md).
 */

/** What a sale short of stock does: sold with a warning ('allow', the default) or refused ('refuse'). */
export const STOCK_SHORT_POLICIES = ['allow', 'refuse'] as const;
export type TStockShortPolicy = (typeof STOCK_SHORT_POLICIES)[number];

/** The texts of the stock part (stock.json): the server's answers and the screens' own. */
export const STOCK_MSG = {
  /** the refusal of an order that would take more than is on hand, naming what is short ('refuse') */
  orderShort: 'Not enough stock for this order: {items}!',
  stockSettingSaved: 'Stock setting saved!',
  chooseStockShortPolicy: 'Please choose what happens when stock is short!',
  /** a QR order naming an item whose recipe cannot be made even once */
  itemSoldOut: '{item} is sold out!',
  soldOut: 'Sold out',
} as const;
