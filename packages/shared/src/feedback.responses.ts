import { z } from 'zod';

/** One guest's feedback as the back office lists it: the spec's record, plus its invoice's number and overall. */
export const ZFeedbackEntrySchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  /** the invoice's number with its prefix (null for an invoice without one) */
  invoiceNumber: z.string().nullable(),
  food_quality: z.number().int(),
  service: z.number().int(),
  ambiance: z.number().int(),
  staff_behavior: z.number().int(),
  recommend: z.number().int(),
  remarks: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  created_at: z.string(),
  /** the mean of the five ratings rounded to a whole star (feedback.ts overallRating) */
  overallRating: z.number().int(),
});
export type TFeedbackEntry = z.infer<typeof ZFeedbackEntrySchema>;

/**
 * The counts and averages of some feedback (feedback.ts summarizeFeedback); `feedbackCount` and `timeZone` are
 * beyond the spec.
 */
export const ZFeedbackSummaryResponseSchema = z.object({
  overallFeedbackCounting: z.object({
    loved: z.number().int(),
    good: z.number().int(),
    average: z.number().int(),
    bad: z.number().int(),
    worst: z.number().int(),
  }),
  averageRating: z.number(),
  foodRating: z.number(),
  staffRating: z.number(),
  ambianceRating: z.number(),
  serviceRating: z.number(),
  recommendRating: z.number(),
  feedbackCount: z.number().int(),
  /** the store's IANA zone: the days of the filter and the times the lists show are its */
  timeZone: z.string(),
});
export type TFeedbackSummaryResponse = z.infer<typeof ZFeedbackSummaryResponseSchema>;

/** GET /feedback: the last 7 days' summary and their feedback, newest first. */
export const ZFeedbackResponseSchema = ZFeedbackSummaryResponseSchema.extend({
  feedbacks: z.array(ZFeedbackEntrySchema),
});
export type TFeedbackResponse = z.infer<typeof ZFeedbackResponseSchema>;

/** GET /feedback/filter and /feedback/search: a bare array, newest first. */
export const ZFeedbackListResponseSchema = z.array(ZFeedbackEntrySchema);

/** GET /feedback/invoice/{id}: the invoice's feedback, null when its guest gave none; the store's zone to show its time. */
export const ZInvoiceFeedbackResponseSchema = z.object({
  feedback: ZFeedbackEntrySchema.nullable(),
  timeZone: z.string(),
});

/**
 * GET /qrmenu/{qrcode}/feedback/{token}: what the public page shows, nothing more: the store's name, logo and
 * colour, when the visit was (in the store's zone) and whether its feedback was already given.
 */
export const ZPublicFeedbackResponseSchema = z.object({
  storeName: z.string(),
  image: z.string().nullable(),
  brandColor: z.string().nullable(),
  visitedAt: z.string(),
  timeZone: z.string(),
  isFeedbackGiven: z.boolean(),
});
export type TPublicFeedbackResponse = z.infer<typeof ZPublicFeedbackResponseSchema>;
