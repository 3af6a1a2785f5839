/** Every expected failure is an AppError; the error plugin maps its code to the HTTP status in one place. */
const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_INACTIVE: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** The values of an ICU message (`{title} is not available right now!` with `{ title: 'Burger' }`). */
export type TMessageValues = Record<string, string | number>;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly retryAfterSeconds: number | undefined;
  /**
   * A stable name the answer carries beside its message (`{ message, code }`) when a client must tell this
   * failure from others of its status: a 403 a manager's approval would lift (APPROVAL_REQUIRED_CODE).
   */
  readonly answerCode: string | undefined;
  /**
   * The values of a message that has some (issue 24): `message` is then the ICU catalog key, filled in with
   * them in the caller's language on the way out (plugins/languages.ts; ARCHITECTURE.md, "Server messages").
   */
  readonly values: TMessageValues | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; answerCode?: string; values?: TMessageValues } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.answerCode = options.answerCode;
    this.values = options.values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
