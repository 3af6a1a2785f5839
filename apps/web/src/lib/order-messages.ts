/** The Orders and Kitchen screens' messages (spec 01 section 8). */
export const ORDERS_LOAD_FAILED = 'Error loading orders! Please try later!';
export const ORDERS_ACTION_FAILED = 'Error processing your request, Please try later!';
export const ORDERS_LOADED = 'Orders Loaded!';
export const NO_ORDERS_PENDING = 'No Orders Pending!';
