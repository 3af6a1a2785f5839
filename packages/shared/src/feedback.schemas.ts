import { z } from 'zod';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import {
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_REMARKS_MAX_LENGTH,
} from './feedback.ts';
import { MSG } from './messages.ts';
import {
  isPastOrTodayDate,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  POS_MSG,
  SEARCH_TERM_MAX_LENGTH,
} from './pos.schemas.ts';
import { zText } from './text.ts';

/** Issue 27: what the feedback calls answer and refuse with. */
export const FEEDBACK_MSG = {
  thanks: 'Thank you for your feedback!',
  alreadyGiven: 'Feedback for this visit has already been sent. Thank you!',
  notAvailable: 'Feedback is not available for this store right now!',
  rateFood: 'Please rate the food from 1 to 5.',
  rateService: 'Please rate the service from 1 to 5.',
  rateAmbiance: 'Please rate the ambience from 1 to 5.',
  rateStaff: 'Please rate the staff from 1 to 5.',
  rateRecommend: 'Please rate how likely you are to recommend us from 1 to 5.',
  remarksTooLong: `Your comment can be at most ${FEEDBACK_REMARKS_MAX_LENGTH} characters!`,
  nameTooLong: `Your name can be at most ${FEEDBACK_NAME_MAX_LENGTH} characters!`,
  tooManyFromDevice: 'Too much feedback from this device, please try again in a few minutes!',
} as const;

const rating = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(FEEDBACK_RATING_MIN, message)
    .max(FEEDBACK_RATING_MAX, message);

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * POST /qrmenu/{qrcode}/feedback. `invoiceId` is the invoice's public token from the receipt's link (never its
 * id); the spec's client sends its rating fields as numbers. The contact fields are optional: blank is none.
 */
export const ZFeedbackSchema = z.object(
  {
    invoiceId: zText(MSG.notFound).trim().min(1, MSG.notFound).max(64, MSG.notFound),
    food_quality: rating(FEEDBACK_MSG.rateFood),
    service: rating(FEEDBACK_MSG.rateService),
    ambiance: rating(FEEDBACK_MSG.rateAmbiance),
    staff_behavior: rating(FEEDBACK_MSG.rateStaff),
    recommend: rating(FEEDBACK_MSG.rateRecommend),
    remarks: z.preprocess(
      (value) => value ?? '',
      zText(FEEDBACK_MSG.remarksTooLong, { multiline: true })
        .trim()
        .max(FEEDBACK_REMARKS_MAX_LENGTH, FEEDBACK_MSG.remarksTooLong),
    ),
    name: z.preprocess(
      blankToNull,
      zText(FEEDBACK_MSG.nameTooLong)
        .trim()
        .max(FEEDBACK_NAME_MAX_LENGTH, FEEDBACK_MSG.nameTooLong)
        .nullish(),
    ),
    phone: z.preprocess(
      blankToNull,
      zText(POS_MSG.provideValidPhone)
        .trim()
        .refine((v) => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v), POS_MSG.provideValidPhone)
        .nullish(),
    ),
    email: z.preprocess(
      blankToNull,
      zText(POS_MSG.provideValidEmail)
        .trim()
        .toLowerCase()
        .pipe(z.email(POS_MSG.provideValidEmail).max(254, POS_MSG.provideValidEmail))
        .nullish(),
    ),
    birthdate: z.preprocess(
      blankToNull,
      zText(POS_MSG.birthDateInFuture)
        .trim()
        .refine((v) => isPastOrTodayDate(v), POS_MSG.birthDateInFuture)
        .nullish(),
    ),
  },
  { error: MSG.invalidRequest },
);
export type TFeedback = z.infer<typeof ZFeedbackSchema>;

/** GET /qrmenu/{qrcode}/feedback/{token}: the store's QR code and the invoice's public token. */
export const ZFeedbackTokenParamsSchema = z.object({
  qrcode: zText(MSG.invalidRequest),
  token: zText(MSG.invalidRequest),
});

/** GET /feedback/filter?type=&from=&to=: the date filter of the other lists (Today … Custom). */
export const ZFeedbackFilterQuerySchema = ZDateFilterQuerySchema;

/** GET /feedback/search?q=: a comment, a guest's name, phone or email, or an invoice number; blank finds none. */
export const ZFeedbackSearchSchema = z.object({
  q: zText(POS_MSG.searchTermRequired).trim().max(SEARCH_TERM_MAX_LENGTH, POS_MSG.searchTermTooLong),
});
