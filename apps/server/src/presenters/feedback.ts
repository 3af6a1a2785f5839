import {
  feedbackPath,
  overallRating,
  type TFeedbackEntry,
  type TPublicFeedbackResponse,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { presentInvoiceNumber } from './invoice.ts';

export type TFeedbackEntryRow = Omit<Row<'feedback'>, 'tenant_id'> &
  Pick<Row<'invoices'>, 'invoice_no' | 'invoice_prefix'>;

/** One guest's feedback as the back office lists it, with its invoice's number and its overall rating. */
export function presentFeedbackEntry(row: TFeedbackEntryRow): TFeedbackEntry {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    invoiceNumber: presentInvoiceNumber(row),
    food_quality: row.food_quality,
    service: row.service,
    ambiance: row.ambiance,
    staff_behavior: row.staff_behavior,
    recommend: row.recommend,
    remarks: row.remarks ?? '',
    name: row.name ?? null,
    phone: row.phone ?? null,
    email: row.email ?? null,
    birthdate: row.birthdate ?? null,
    created_at: row.created_at,
    overallRating: overallRating(row),
  };
}

/** What the public feedback page of one invoice shows: its store, the visit's time and whether it was rated. */
export function presentPublicFeedback(
  store: Pick<Row<'store_settings'>, 'store_name' | 'image' | 'brand_color' | 'time_zone'>,
  invoice: Pick<Row<'invoices'>, 'created_at'>,
  isFeedbackGiven: boolean,
): TPublicFeedbackResponse {
  return {
    storeName: store.store_name,
    image: store.image,
    brandColor: store.brand_color ?? null,
    visitedAt: invoice.created_at,
    timeZone: store.time_zone,
    isFeedbackGiven,
  };
}

/**
 * The public feedback link a receipt prints (issue 27): for a receipt of its invoice (the whole bill or one of
 * its parts) while the store's QR menu is on, since the page is one of the QR menu's; null otherwise.
 */
export function presentFeedbackUrl(
  publicUrl: string,
  store: Pick<Row<'store_settings'>, 'unique_qr_code' | 'is_qr_menu_enabled'>,
  invoice: Pick<Row<'invoices'>, 'public_token'> | undefined,
): string | null {
  if (!invoice?.public_token || store.is_qr_menu_enabled !== 1) return null;
  return `${publicUrl}${feedbackPath(store.unique_qr_code, invoice.public_token)}`;
}
