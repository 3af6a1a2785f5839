import { isValidTimeZone } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { newId, newSecretToken } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './tenants.repo.ts';

/** The payment type every new store starts with. */
const DEFAULT_PAYMENT_TYPE = 'Cash';

export type TCreateTenantOptions = {
  businessName: string;
  username: string;
  password: string;
  timeZone?: string;
  currency?: string;
  isActive?: boolean;
  /** a sign-up's trial (billing/subscription-state.ts trialAccess); without it access has no end date */
  access?: { subscriptionStart: string; subscriptionEnd: string; accessUntil: string };
};

/**
 * A tenant is born with its admin user, store settings (an unguessable QR code, the browser's time zone),
 * print settings (receipt printing on) and a "Cash" payment type, cash and the store's default (so the first
 * order can be paid, in cash, before any setup), in one transaction: sign-up, the demo seed and the superadmin
 * all come through here.
 */
export async function createTenantWithAdmin(db: TDb, options: TCreateTenantOptions) {
  const passwordHash = await hashPassword(options.password);
  const now = nowIso();
  const tenantId = newId();
  const userId = newId();
  const timeZone = options.timeZone && isValidTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  const cashId = newId();

  await db.transaction().execute(async (trx) => {
    await repo.insertTenant(trx, {
      id: tenantId,
      name: options.businessName,
      email: options.username,
      is_active: options.isActive === false ? 0 : 1,
      subscription_start: options.access?.subscriptionStart ?? null,
      subscription_end: options.access?.subscriptionEnd ?? null,
      access_until: options.access?.accessUntil ?? null,
      created_at: now,
      updated_at: now,
    });
    await repo.insertUser(trx, tenantId, {
      id: userId,
      username: options.username,
      password_hash: passwordHash,
      name: options.businessName,
      role: 'admin',
      scope: '',
      designation: null,
      phone: null,
      email: options.username,
      photo: null,
      created_at: now,
      updated_at: now,
    });
    await repo.insertStoreSettings(trx, tenantId, {
      store_name: options.businessName,
      address: null,
      phone: null,
      email: options.username,
      currency: options.currency ?? 'USD',
      image: null,
      time_zone: timeZone,
      is_qr_menu_enabled: 0,
      is_qr_order_enabled: 0,
      unique_qr_code: newSecretToken(16),
      default_payment_type_id: cashId,
      updated_at: now,
    });
    await repo.insertPrintSettings(trx, tenantId, {
      page_format: 80,
      header: null,
      footer: 'Thank you, visit again!',
      show_notes: 1,
      // issue 22: a new store prints its receipts; an owner who does not want them switches it off
      is_enable_print: 1,
      show_store_details: 1,
      print_token: 1,
      show_customer_details: 1,
      updated_at: now,
    });
    await repo.insertPaymentType(trx, tenantId, {
      id: cashId,
      title: DEFAULT_PAYMENT_TYPE,
      is_active: 1,
      is_cash: 1,
      created_at: now,
      updated_at: now,
    });
  });

  return { tenantId, userId };
}
