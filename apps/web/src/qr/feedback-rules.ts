import { FEEDBACK_RATINGS, type TFeedbackRating } from '@opentab/shared';
import { msg } from '../lib/i18n';

/**
 * Issue 27: the feedback page's limits and the server's texts it shows itself. They mirror @opentab/shared's
 * FEEDBACK_MSG and limits, which live beside zod schemas (importing them would put zod in the page's chunk);
 * feedback-rules.test.ts keeps the two in step.
 */
export const REMARKS_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;

export const FEEDBACK_TEXT = {
  thanks: 'Thank you for your feedback!',
  alreadyGiven: 'Feedback for this visit has already been sent. Thank you!',
  notAvailable: 'Feedback is not available for this store right now!',
} as const;

/** The question each rating asks the guest, in the order the page asks them. */
export const FEEDBACK_QUESTIONS: Record<TFeedbackRating, string> = {
  food_quality: msg('How was the food?'),
  service: msg('How was the service?'),
  ambiance: msg('How was the ambience?'),
  staff_behavior: msg('How friendly were the staff?'),
  recommend: msg('Would you recommend us to a friend?'),
};

export type TRatingsDraft = Record<TFeedbackRating, number | null>;

export const EMPTY_RATINGS: TRatingsDraft = {
  food_quality: null,
  service: null,
  ambiance: null,
  staff_behavior: null,
  recommend: null,
};

/** The first rating the guest has not given yet, if any: every one is needed before sending. */
export function firstMissingRating(ratings: TRatingsDraft): TFeedbackRating | undefined {
  return FEEDBACK_RATINGS.find((key) => ratings[key] === null);
}
