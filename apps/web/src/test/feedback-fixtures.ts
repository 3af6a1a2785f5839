import type { TFeedbackEntry, TFeedbackSummaryResponse } from '@opentab/shared';

/** Issue 27: a week of guests' ratings: one loved, one average, one worst. */
export const FEEDBACK_SUMMARY: TFeedbackSummaryResponse = {
  overallFeedbackCounting: { loved: 1, good: 0, average: 1, bad: 0, worst: 1 },
  averageRating: 3,
  foodRating: 3,
  staffRating: 3.3,
  ambianceRating: 3,
  serviceRating: 3,
  recommendRating: 2.7,
  feedbackCount: 3,
  timeZone: 'UTC',
};

export function makeFeedbackEntry(changes: Partial<TFeedbackEntry> = {}): TFeedbackEntry {
  return {
    id: 'f1',
    invoice_id: 'inv1',
    invoiceNumber: 'R-12',
    food_quality: 5,
    service: 4,
    ambiance: 4,
    staff_behavior: 5,
    recommend: 5,
    remarks: 'Lovely burger, slow drinks.',
    name: 'Ana',
    phone: null,
    email: 'ana@example.com',
    birthdate: null,
    created_at: '2026-11-27T19:30:00.000Z',
    overallRating: 5,
    ...changes,
  };
}
