/**
 * Issue 27: guests' feedback, the rules both ends share (no zod here: the QR app imports this module and must
 * stay small). The schemas are in feedback.schemas.ts, the answers in feedback.responses.ts.
 */

/** The five ratings a guest gives, each an integer 1–5, as the spec names them. */
export const FEEDBACK_RATINGS = [
  'food_quality',
  'service',
  'ambiance',
  'staff_behavior',
  'recommend',
] as const;
export type TFeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export type TFeedbackRatings = Record<TFeedbackRating, number>;

export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_REMARKS_MAX_LENGTH = 1000;
export const FEEDBACK_NAME_MAX_LENGTH = 100;

/** The spec's five buckets of an overall rating: 5 loved, 4 good, 3 average, 2 bad, 1 worst. */
export const FEEDBACK_BUCKETS = ['worst', 'bad', 'average', 'good', 'loved'] as const;
export type TFeedbackBucket = (typeof FEEDBACK_BUCKETS)[number];

/**
 * One feedback's overall rating: the mean of its five ratings, rounded half up to a whole star (4.4 → 4,
 * 4.6 → 5). The counts (loved … worst) and the average rating are of this number.
 */
export function overallRating(ratings: TFeedbackRatings): number {
  const sum = FEEDBACK_RATINGS.reduce((total, key) => total + ratings[key], 0);
  return Math.round(sum / FEEDBACK_RATINGS.length);
}

export function bucketOf(rating: number): TFeedbackBucket {
  const index = Math.min(Math.max(Math.round(rating), FEEDBACK_RATING_MIN), FEEDBACK_RATING_MAX) - 1;
  return FEEDBACK_BUCKETS[index] ?? 'average';
}

/** A mean rounded to one decimal (4.27 → 4.3), 0 when there is nothing to average. */
function meanOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
}

/**
 * The summary of some feedback: how many of each overall rating, the mean of the overall ratings
 * (`averageRating`) and of each rating on its own, one decimal, 0 when there is none (`feedbackCount` 0).
 */
export function summarizeFeedback(rows: readonly TFeedbackRatings[]) {
  const counting: Record<TFeedbackBucket, number> = { loved: 0, good: 0, average: 0, bad: 0, worst: 0 };
  const overall = rows.map((row) => overallRating(row));
  for (const rating of overall) counting[bucketOf(rating)] += 1;
  const of = (key: TFeedbackRating) => meanOf(rows.map((row) => row[key]));
  return {
    overallFeedbackCounting: {
      loved: counting.loved,
      good: counting.good,
      average: counting.average,
      bad: counting.bad,
      worst: counting.worst,
    },
    averageRating: meanOf(overall),
    foodRating: of('food_quality'),
    staffRating: of('staff_behavior'),
    ambianceRating: of('ambiance'),
    serviceRating: of('service'),
    recommendRating: of('recommend'),
    feedbackCount: rows.length,
  };
}

/** The path of an invoice's public feedback page in the QR app: the store's QR code and the invoice's token. */
export function feedbackPath(qrCode: string, token: string): string {
  return `/m/${encodeURIComponent(qrCode)}/feedback/${encodeURIComponent(token)}`;
}

/** Each rating's name in the back office's summaries and lists (the public page asks its own questions). */
export const FEEDBACK_RATING_LABELS: Record<TFeedbackRating, string> = {
  food_quality: 'Food quality',
  service: 'Service',
  ambiance: 'Ambience',
  staff_behavior: 'Staff friendliness',
  recommend: 'Would recommend',
};

/** The spec's names of the overall ratings, 5 to 1. */
export const FEEDBACK_BUCKET_LABELS: Record<TFeedbackBucket, string> = {
  loved: 'Loved',
  good: 'Good',
  average: 'Average',
  bad: 'Bad',
  worst: 'Worst',
};
