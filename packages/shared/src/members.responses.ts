import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';
import { LIST_PAGE_HEADERS } from './list-page.ts';
import { MEMBER_POINT_KINDS } from './loyalty.ts';
import { MEMBERS_PAGE_SIZE } from './members.schemas.ts';

/** GET /settings/store-setting/loyalty: major units and points, as POST takes them. */
export const ZLoyaltySettingsResponseSchema = z.object({
  earnPer: z.number(),
  pointValue: z.number(),
  minRedeem: z.number().int(),
});
export type TLoyaltySettingsResponse = z.infer<typeof ZLoyaltySettingsResponseSchema>;

/** A member as the list shows them: the customer, their balance and since when they are a member. */
const ZMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  points: z.number().int(),
  memberSince: z.string().nullable(),
});
export type TMember = z.infer<typeof ZMemberSchema>;

export const ZMemberListResponseSchema = z.array(ZMemberSchema).meta({
  description: `The ${MEMBERS_PAGE_SIZE} newest members that match (or the page after \`after\`); headers ${Object.values(LIST_PAGE_HEADERS).join(', ')}.`,
});
export type TMemberListResponse = z.infer<typeof ZMemberListResponseSchema>;

/** One entry of a member's ledger: signed points, and the invoice or refund it came with. */
const ZMemberPointEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(MEMBER_POINT_KINDS),
  points: z.number().int(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TMemberPointEntry = z.infer<typeof ZMemberPointEntrySchema>;

/** GET /members/:id: the member (or a former one: `isMember` 0) and their latest ledger entries, newest first. */
export const ZMemberDetailResponseSchema = ZMemberSchema.extend({
  isMember: ZFlagSchema,
  email: z.string().nullable(),
  history: z.array(ZMemberPointEntrySchema),
});
export type TMemberDetailResponse = z.infer<typeof ZMemberDetailResponseSchema>;
