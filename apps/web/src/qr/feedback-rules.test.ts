import {
  FEEDBACK_MSG,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_REMARKS_MAX_LENGTH,
  ZFeedbackSchema,
} from '@opentab/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RATINGS,
  FEEDBACK_TEXT,
  firstMissingRating,
  NAME_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
} from './feedback-rules';

describe("the feedback page's copy of the shared rules", () => {
  it('keeps the limits and texts of @opentab/shared', () => {
    expect(REMARKS_MAX_LENGTH).toBe(FEEDBACK_REMARKS_MAX_LENGTH);
    expect(NAME_MAX_LENGTH).toBe(FEEDBACK_NAME_MAX_LENGTH);
    expect(FEEDBACK_TEXT.thanks).toBe(FEEDBACK_MSG.thanks);
    expect(FEEDBACK_TEXT.alreadyGiven).toBe(FEEDBACK_MSG.alreadyGiven);
    expect(FEEDBACK_TEXT.notAvailable).toBe(FEEDBACK_MSG.notAvailable);
  });

  it('needs every rating, as the server does', () => {
    expect(firstMissingRating(EMPTY_RATINGS)).toBe('food_quality');
    const rated = { food_quality: 5, service: 4, ambiance: 3, staff_behavior: 2, recommend: null };
    expect(firstMissingRating(rated)).toBe('recommend');
    expect(ZFeedbackSchema.safeParse({ invoiceId: 't', ...rated }).success).toBe(false);
    expect(firstMissingRating({ ...rated, recommend: 1 })).toBeUndefined();
    expect(ZFeedbackSchema.safeParse({ invoiceId: 't', ...rated, recommend: 1 }).success).toBe(true);
  });
});
