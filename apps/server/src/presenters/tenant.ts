import type { TSubscriptionHistoryEntry, TTenant, TTenantExportRow } from '@opentab/shared';
import { flagOf } from '../lib/flags.ts';

type TTenantRow = {
  id: string;
  name: string;
  email: string;
  is_active: number;
  subscription_start: string | null;
  subscription_end: string | null;
  created_at: string;
};

export function presentTenantExportRow(row: Omit<TTenantRow, 'id' | 'created_at'>): TTenantExportRow {
  return {
    name: row.name,
    email: row.email,
    is_active: flagOf(row.is_active),
    subscription_start: row.subscription_start,
    subscription_end: row.subscription_end,
  };
}

export function presentTenant(row: TTenantRow): TTenant {
  return { id: row.id, ...presentTenantExportRow(row), created_at: row.created_at };
}

export function presentSubscriptionHistoryEntry(row: TSubscriptionHistoryEntry): TSubscriptionHistoryEntry {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    created_at: row.created_at,
    starts_on: row.starts_on,
    expires_on: row.expires_on,
    status: row.status,
  };
}
