/**
 * The QR cart's limits and texts. They mirror @opentab/shared (QR_MSG, PHONE_PATTERN, NOTES_MAX_LENGTH...),
 * which lives beside zod schemas: importing it would put zod in the diners' bundle. rules.test.ts keeps the
 * two in step.
 */
export const NOTES_MAX_LENGTH = 100;
export const QR_QUANTITY_MAX = 50;
export const QR_CART_MAX_LINES = 50;
export const QR_NAME_MAX_LENGTH = 100;
export const QR_GUEST_NAME = 'Guest';
export const PHONE_MAX_LENGTH = 20;
export const PHONE_PATTERN = /^(?:[\d +_\-,.^*?$#()]|ext|x){1,20}$/;

export const QR_TEXT = {
  pleaseWait: 'Please wait...',
  brokenLink: 'Broken Link!',
  menuNotAvailable: 'Menu Not Available!',
  orderingNotAvailable: 'Ordering via QR menu is not available right now!',
  nameRequired: 'Name is Required.',
  nameTooLong: `Name can be at most ${QR_NAME_MAX_LENGTH} characters!`,
  invalidPhone: 'Enter a valid phone number.',
  tooManyLines: `An order can have at most ${QR_CART_MAX_LINES} lines!`,
  menuLinkCopied: 'Menu Link Copied!',
  somethingWrong: 'Something went wrong!',
  /** issue 27: STOCK_MSG.soldOut, an item whose recipe cannot be made even once */
  soldOut: 'Sold out',
} as const;

export type TCheckoutErrors = { name?: string; phone?: string };

/** "Continue as: Using Phone Number": the server's rules and messages, checked before sending. */
export function validateCustomer(customer: { name: string; phone: string }): TCheckoutErrors {
  const errors: TCheckoutErrors = {};
  const name = customer.name.trim();
  const phone = customer.phone.trim();
  if (name === '') errors.name = QR_TEXT.nameRequired;
  else if (name.length > QR_NAME_MAX_LENGTH) errors.name = QR_TEXT.nameTooLong;
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone)) errors.phone = QR_TEXT.invalidPhone;
  return errors;
}
