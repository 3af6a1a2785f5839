import { msg } from './i18n';

/** The Orders and Kitchen screens' messages (spec 01 section 8), in English: `t()` them where they are shown. */
export const ORDERS_LOAD_FAILED = msg('Error loading orders! Please try later!');
export const ORDERS_ACTION_FAILED = msg('Error processing your request, Please try later!');
export const ORDERS_LOADED = msg('Orders Loaded!');
export const NO_ORDERS_PENDING = msg('No Orders Pending!');
