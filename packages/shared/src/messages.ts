/** The password rule's lengths (password-rule.ts; docs/decisions.md, "Passwords"). */
export const PASSWORD_MIN_LENGTH = 8;
/** What the forms' hint suggests: ASVS 5.0 recommends 15. */
const PASSWORD_SUGGESTED_LENGTH = 15;
/** Bounds the cost of hashing only (argon2 reads every byte; nothing is cut off): UTF-16 units, as sign-in counts. */
export const PASSWORD_MAX_LENGTH = 200;
/** The operator account sees every restaurant: it gets a longer minimum than a restaurant account. */
export const SUPERADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * User-facing texts shared by server and web; the spec's wording, exactly. Each text is its own catalog key
 * (issue 24); a text with values is an ICU message, filled in where it is shown: the web's `t(MSG.x, values)`,
 * the server's `new AppError(code, MSG.x, { values })` or `messageWith(request, MSG.x, values)`
 * (ARCHITECTURE.md, "Server messages").
 */
export const MSG = {
  somethingWrong: 'Something went wrong!',
  somethingWrongTryLater: 'Something went wrong! Try later!',
  pleaseWait: 'Please wait...',
  /** spec 02 section 8: what a search shows when its call fails */
  searchFailed: 'No result found!',
  provideUsername: 'Please provide username!',
  providePassword: 'Please provide password!',
  provideBusinessName: 'Please provide business name!',
  provideEmail: 'Please provide email!',
  provideValidEmail: 'Please provide valid email!',
  provideNewPassword: 'Please provide new password!',
  invalidRequest: 'Invalid request!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long!`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long!`,
  /** issue 22: the password rule (password-rule.ts) */
  passwordTooCommon: 'This password is one of the most common ones, please choose another!',
  passwordRepeated: 'This password only repeats one to three characters, please choose another!',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters, ${PASSWORD_SUGGESTED_LENGTH} or more is better: a few words are easy to remember. Any characters, spaces too.`,
  invalidCredentials: 'Invalid username or password!',
  usernameTaken: 'An account with this email already exists!',
  signedUp: 'Your restaurant account has been created!',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out successfully.',
  sessionRenewed: 'Session renewed.',
  resetMailSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset, please sign in with the new password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired!',
  deviceRemoved: 'Device removed, it will be logged out.',
  profileUpdated: 'Profile updated.',
  /** issue 24: a language code that is not one of LANGUAGES */
  unknownLanguage: 'Please choose a language from the list!',
  /** issue 26: the store's brand colour for the guest screens */
  brandColorInvalid: 'Please enter the brand color as # and six hex digits, like #1f6feb!',
  passwordChanged: 'Password changed, other devices have been logged out.',
  wrongCurrentPassword: 'Current password is incorrect!',
  superadminPasswordWeak: `The superadmin password must be at least ${SUPERADMIN_PASSWORD_MIN_LENGTH} characters long, with at least 6 different characters, and must not contain the email name!`,
  superadminExists: 'A superadmin with this email already exists!',
  passwordsDiffer: 'The two passwords differ!',
  superadminInputNeeded: 'Set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, or run the command in a terminal.',
  tooManySignIns: 'Too many failed sign-in attempts, please wait a moment and try again!',
  tooManyRequests: 'Too many requests, please slow down and try again in a minute!',
  unauthenticated: 'Please sign in to continue!',
  noAccess: "You don't have access to this area!",
  subscriptionInactive: 'Your subscription is inactive, please subscribe to continue!',
  notFound: 'Not found!',
  badOrigin: 'Cross-site request refused!',
  jsonRequired: 'Requests must be sent as JSON!',
  /** issue 22: a JSON body declared in another charset (415), or whose bytes are not UTF-8 (400) */
  utf8Required: 'Requests must be sent as UTF-8 (charset=utf-8)!',
  invalidUtf8: 'The request is not valid UTF-8 text!',
  payloadTooLarge: 'The request is too large!',
  /** GET /metrics without the scraper's METRICS_TOKEN as a bearer token */
  metricsTokenRequired: 'A valid metrics token is required!',
  removeControlCharacters: 'Please remove invisible control characters from the text!',
  /** issue 22: half of a UTF-16 surrogate pair (`\ud800` in JSON) is no character at all */
  removeInvalidCharacters: 'Please remove invalid characters from the text!',
  orderAmountTooLarge: 'This order is too large! Please split it into smaller orders.',
  copied: 'Copied to clipboard!',

  // Settings and menu: validation (spec 02 section 5, word for word where it gives one)
  provideTitle: 'Please provide title!',
  provideTableTitle: 'Please provide Title!',
  titleTooLong: 'Title can be at most 100 characters!',
  /** issue 24: menu translations not shaped `{ "<language>": { "title": "..." } }` */
  invalidTranslations: 'Please give each translation as a title by language!',
  provideFloor: "Please provide Floor or use '-'",
  floorTooLong: 'Floor can be at most 50 characters!',
  provideSeatingCapacity: "Please provide Seating Capacity or '0'",
  provideValidSeatingCapacity: "Please provide Valid Seating Capacity count or '0'",
  enterTitle: 'Please enter title!',
  provideValidPrice: 'Please provide valid price!',
  provideValidNetPrice: 'Please provide valid net price!',
  provideVariantTitle: 'Please provide variant title!',
  provideValidVariantPrice: 'Please provide valid variant price!',
  provideAddonTitle: 'Please provide addon title!',
  provideValidAddonPrice: 'Please provide valid addon price!',
  invalidTaxRate: 'Invalid value provided in Tax Rate!',
  selectTaxType: 'Select Tax Type!',
  provideStoreName: 'Please provide store name!',
  storeNameTooLong: 'Store name can be at most 100 characters!',
  addressTooLong: 'Address can be at most 500 characters!',
  provideValidPhone: 'Please provide valid phone no.!',
  selectCurrency: 'Please select a currency from the list!',
  selectTimeZone: 'Please select a valid time zone!',
  selectDefaultPaymentType: 'Please select one of your active payment types!',
  invoicePrefixInvalid: 'Invoice prefix can be at most 12 letters, digits, spaces or - / # .',
  selectPageFormat: 'Please select a page size of 80mm or 57mm!',
  printTextTooLong: 'Header and footer can be at most 500 characters!',
  enableQrMenuFirst: 'Please enable QR menu from store settings!',
  // Settings (QR, tables, print) and the server's start while PUBLIC_URL is this machine only (issue 22)
  publicUrlLoopbackTitle: "QR codes will not open on diners' phones",
  /** ICU, values `{ url }` */
  publicUrlLoopback:
    'Your public address is {url}, which only this computer can open. Set PUBLIC_URL to the address diners and staff use (for example PUBLIC_URL=https://pos.example.com) and restart the server, then print the QR codes again.',
  tableHasOpenOrders: 'This table has open orders, complete or cancel them first!',
  currencyLockedByOrders:
    "The currency can't be changed to one with a different number of decimals once orders exist!",
  currencyPricesTooPrecise:
    'Some prices have more decimals than the new currency allows, please round them first!',
  imageRequired: 'Please choose an image to upload!',
  imageInvalid: 'Only image files (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF) can be uploaded!',
  imageTooLarge: 'The image is too large, the limit is 5 MB!',

  // Settings and menu: successes
  storeSettingsSaved: 'Store details saved!',
  printSettingsSaved: 'Print settings saved!',
  serviceChargeSaved: 'Service charge saved!',
  invalidServiceCharge: 'Service charge must be a percent from 0 to 100, with at most 3 decimals.',
  serviceChargeTaxNotFound: 'Select one of your taxes for the service charge, or none.',
  invalidDiscountLimit: 'The discount limit must be a percent from 0 to 100, with at most 3 decimals.',
  tableAdded: 'Table added!',
  tableUpdated: 'Table updated!',
  tableDeleted: 'Table deleted!',
  categoryAdded: 'Category added!',
  categoryUpdated: 'Category updated!',
  categoryDeleted: 'Category deleted!',
  categoryVisibilityChanged: 'Category visibility updated!',
  taxAdded: 'Tax added!',
  taxUpdated: 'Tax updated!',
  taxDeleted: 'Tax deleted!',
  paymentTypeAdded: 'Payment type added!',
  paymentTypeUpdated: 'Payment type updated!',
  paymentTypeDeleted: 'Payment type deleted!',
  menuItemAdded: 'Menu item added!',
  menuItemUpdated: 'Menu item updated!',
  menuItemDeleted: 'Menu item deleted!',
  menuItemVisibilityChanged: 'Menu item visibility updated!',
  /** a new order (POS or QR) names an item that is hidden ("86'd", sold out) or in a hidden category; `{ title }` */
  itemUnavailable: '{title} is not available right now!',
  variantAdded: 'Variant added!',
  variantUpdated: 'Variant updated!',
  variantDeleted: 'Variant deleted!',
  addonAdded: 'Addon added!',
  addonUpdated: 'Addon updated!',
  addonDeleted: 'Addon deleted!',
  /** an order line whose stored addons cannot be read: shown in their place (kitchen, orders, receipt) */
  addonsUnreadable: 'Addons unreadable: check this line',
  photoUploaded: 'Photo uploaded!',
  photoRemoved: 'Photo removed!',
  /** issue 16: the dashboard's setup checklist */
  setupChecklistDismissed: 'Setup checklist dismissed!',
} as const;

/** Shifts, the drawer and the X and Z reports (issue 23). */
export const SHIFT_MSG = {
  invalidRequest: 'Invalid request!',
  invalidOpeningFloat: 'Please provide a valid opening float!',
  shiftOpened: 'Shift opened!',
  shiftAlreadyOpen: 'You already have an open shift! Close it before opening another.',
  noOpenShift: 'You have no open shift! Open a shift first.',
  /** a sale refused while the store's "shifts required" setting is on */
  shiftRequiredForSale: 'Please open a shift before taking orders or payments!',
  selectCashMovementType: 'Please choose cash in or cash out!',
  invalidCashAmount: 'Please provide a valid amount above 0!',
  provideCashReason: 'Please provide a reason!',
  cashReasonTooLong: 'The reason can be at most 200 characters!',
  /** ICU, values `{ expected }` (the amount, as the answer's amounts are written) */
  cashOutTooHigh: 'Cash out cannot exceed the cash expected in the drawer ({expected})!',
  cashInRecorded: 'Cash in recorded!',
  cashOutRecorded: 'Cash out recorded!',
  noSaleRecorded: 'Drawer opened: no sale recorded!',
  invalidCount: 'Please provide a valid counted amount for each payment type!',
  countedTwice: 'Each payment type can be counted once!',
  /** ICU, values `{ title }` (the payment type's) */
  countMissing: 'Please count {title}!',
  countUnknownType: 'A counted payment type is not part of this shift!',
  shiftClosedAlready: 'This shift was already closed!',
  shiftsRequiredHint:
    'Cashiers must open a shift (with the opening float) before their first sale, and close it with a count.',
} as const;

/** Refunds of paid invoices and their credit notes (issue 23). */
export const REFUND_MSG = {
  linesOrAmount: 'Please refund either lines or an amount!',
  invalidLines: 'Please choose the lines and quantities to refund!',
  invalidAmount: 'Please provide a valid amount above 0!',
  provideReason: 'Please provide a reason for the refund!',
  reasonTooLong: 'The reason can be at most 200 characters!',
  selectPaymentType: 'Please select how the money is paid back!',
  /** an unknown id, another store's, or an order not paid yet: only a paid order has an invoice */
  invoiceNotFound: 'Invoice not found: only a paid order has an invoice to refund!',
  unknownLine: 'A refunded line is not part of this invoice!',
  /** ICU, values `{ item, left }` */
  lineQuantityTooHigh: 'Only {left} of {item} can still be refunded!',
  nothingLeft: 'Nothing is left to refund on this invoice!',
  /** ICU, values `{ left }` (the amount) */
  amountTooHigh: 'A refund cannot exceed what is left of the invoice ({left})!',
  /** ICU, values `{ creditNote }` (its number) */
  refunded: 'Refunded: credit note {creditNote}',
} as const;

/** A CSV download's outcome, whatever it exports (customers, reports): spec 02 section 9's wording. */
export const EXPORT_MSG = {
  exported: 'Data exported successfully !',
  exportFailed: 'Failed to export Data. Please try again.',
} as const;

/** The superadmin area (spec 02 sections 2, 5 and 8, word for word where it gives one). */
export const SUPERADMIN_MSG = {
  provideName: 'Please provide name!',
  provideEmail: 'Please provide Email!',
  provideTenantName: "Please Provide Tenant's Name!",
  provideTenantEmail: "Please Provide Tenant's Email!",
  provideValidTenantEmail: 'Please Provide Valid Email!',
  tenantAdded: 'Tenant added!',
  tenantUpdated: 'Tenant updated!',
  tenantDeleted: 'Tenant deleted, its users have been signed out!',
  deleteTenantConfirm:
    'Are you sure! This process is irreversible! The business, its users and all of its data will be removed.',
  ratesUpdated: 'Currency rates updated!',
  provideValidRate: 'Please provide a valid rate (USD for one unit, above 0)!',
  loadTenantsFailed: 'Error loading Tenants Data! Please try later!',
  loadDashboardFailed: 'Error loading dashboard, Please try later...',
  loadDataFailed: "We're getting issue while fetching data! Please try later!",
  loadHistoryFailed: 'Error loading the subscription details! Try later!',
  noTenants: 'No Tenants Found!',
  noTopSellers: 'No Top Selling items found for Selected Filter!',
  salesVolumeTooltip: 'Converted to USD, final amount may vary',
  // what MRR and ARR count, and the trials shown apart (issue 22)
  recurringTooltip: 'Paying subscriptions only, at the plan price. Free trials pay nothing yet: see Trials.',
  trialsTooltip: 'Businesses working on their free trial. They pay once the trial ends, if they subscribe.',
} as const;

/** Subscription and billing (spec 02 sections 2 and 8). */
export const BILLING_MSG = {
  alreadySubscribed: 'Your subscription is already active!',
  subscriptionNotFound: 'No active subscription found!',
  subscriptionCancelled: 'Your subscription has been cancelled!',
  subscriptionCreated: 'Subscription created successfully!',
  checkoutExpired: 'This checkout link has expired, please subscribe again!',
  webhookInvalid: 'Invalid webhook signature!',
  providerUnavailable: "Can't retrieve the product subscription, Please try after sometime!",
  // the web's fallbacks when a call fails without a server message (spec 02 section 8)
  cancelFailed:
    'Oops! We got issues while processing your request! Please try after sometime! Or contact customer support!',
  subscribeFailed: "Can't retrieve the product subscription, Please try after sometime!",
  detailsLoadFailed: 'Error loading the subscription details! Try later!',
  cancelConfirm: 'Are you sure! Your access will end immediately!',
  // the billing page once subscribed (issue 22); the trial's texts are the page's own ICU messages
  subscribedTitle: 'Your subscription is active',
  subscribedNotice:
    'This business is subscribed. The profile shows the renewal date and lets the admin cancel.',
  // the success page after its bounded wait (docs/decisions.md): spec 02's "log out and sign in again"
  confirmationSlow:
    'Your payment is not confirmed yet. It can take a few minutes: check again, or sign out and sign in again.',
} as const;

/** Issue 23: manager approvals (a MANAGER's or an admin's username and PIN) and voids with a reason. */
/**
 * The `code` of a 403 that a manager's approval would turn into a success (the body is still `{ message }`,
 * with `code` beside it): the web opens the approval dialog on it and shows the message. Beside the messages,
 * not with the approval schemas, so a screen that only reacts to it (the POS) loads no schema code.
 */
export const APPROVAL_REQUIRED_CODE = 'APPROVAL_REQUIRED';

export const APPROVAL_MSG = {
  providePin: 'Please provide a PIN of 4 to 6 digits!',
  pinSet: 'Approval PIN saved.',
  pinCleared: 'Approval PIN cleared.',
  provideApprover: "Please provide the manager's username!",
  /** no approval was sent for an action that needs one */
  approvalRequired: "A manager must approve this: enter a manager's username and PIN.",
  /** an unknown username, a user of another store, a user who is not a manager, no PIN or a wrong PIN */
  approvalRefused: 'Approval refused: that username and PIN do not match a manager of this store!',
  tooManyPinAttempts: 'Too many wrong PINs for this manager, please wait a moment and try again!',
  /** voiding what the kitchen has started */
  voidReasonRequired: 'Please give a reason: the kitchen has started this!',
  voidReasonTooLong: 'The reason can be at most 200 characters!',
  /** the kitchen started the item between the screen's read and the void: it now needs a reason and approval */
  kitchenStartedMeanwhile: 'The kitchen has just started this! Void it again to give a reason.',
} as const;
