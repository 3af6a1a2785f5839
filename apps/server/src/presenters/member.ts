import {
  fromMinor,
  type TLoyaltyRule,
  type TLoyaltySettingsResponse,
  type TMember,
  type TMemberDetailResponse,
  type TMemberPointEntry,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';
import { presentInvoiceNumber } from './invoice.ts';

/** GET /settings/store-setting/loyalty: the rules in major units, as POST takes them. */
export function presentLoyaltySettings(rule: TLoyaltyRule, currency: string): TLoyaltySettingsResponse {
  return {
    earnPer: fromMinor(rule.earnPer, currency),
    pointValue: fromMinor(rule.pointValue, currency),
    minRedeem: rule.minRedeem,
  };
}

type TMemberRow = Pick<Row<'customers'>, 'id' | 'name' | 'phone' | 'points' | 'member_since'>;

export function presentMember(row: TMemberRow): TMember {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    points: Number(row.points),
    memberSince: row.member_since,
  };
}

type TLedgerRow = Pick<
  Row<'member_points'>,
  'id' | 'kind' | 'points' | 'invoice_id' | 'note' | 'created_at'
> & {
  invoice_no: number | null;
  invoice_prefix: string | null;
  created_by_name: string | null;
};

function presentEntry(row: TLedgerRow): TMemberPointEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: Number(row.points),
    invoiceId: row.invoice_id,
    invoiceNumber:
      row.invoice_no === null
        ? null
        : presentInvoiceNumber({ invoice_no: row.invoice_no, invoice_prefix: row.invoice_prefix ?? '' }),
    note: row.note,
    createdBy: row.created_by_name,
    createdAt: row.created_at,
  };
}

/** GET /members/:id. */
export function presentMemberDetail(
  row: TMemberRow & Pick<Row<'customers'>, 'email' | 'is_member'>,
  ledger: readonly TLedgerRow[],
): TMemberDetailResponse {
  return {
    ...presentMember(row),
    isMember: flagOf(row.is_member),
    email: row.email,
    history: ledger.map(presentEntry),
  };
}
