import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { TDb } from './database.ts';
import * as initial from './migrations/0001_initial.ts';
import * as catalogVersion from './migrations/0002_catalog_version.ts';
import * as idempotencyExpiry from './migrations/0003_idempotency_expiry.ts';
import * as menuVisibility from './migrations/0004_menu_visibility.ts';
import * as customerHistoryIdx from './migrations/0005_customer_history_idx.ts';
import * as reservationIndexes from './migrations/0006_reservation_indexes.ts';
import * as invoiceSearch from './migrations/0007_invoice_search.ts';
import * as dashboardReports from './migrations/0009_dashboard_reports.ts';
import * as salesRollup from './migrations/0010_sales_rollup.ts';
import * as billing from './migrations/0011_billing.ts';
import * as superadmin from './migrations/0012_superadmin.ts';
import * as posComfort from './migrations/0013_pos_comfort.ts';
import * as pgPlaceOrder from './migrations/0014_pg_place_order.ts';
import * as pgPlaceOrders from './migrations/0015_pg_place_orders.ts';
import * as storeRecords from './migrations/0016_store_records.ts';
import * as auditLog from './migrations/0017_audit_log.ts';
import * as approvals from './migrations/0018_approvals.ts';
import * as billMoney from './migrations/0019_bill_money.ts';
import * as shifts from './migrations/0020_shifts.ts';
import * as refunds from './migrations/0021_refunds.ts';
import * as splitBill from './migrations/0022_split_bill.ts';
import * as splitTenderRollup from './migrations/0023_split_tender_rollup.ts';
import * as billDiscount from './migrations/0024_bill_discount.ts';
import * as voidIndex from './migrations/0025_void_index.ts';
import * as languages from './migrations/0026_languages.ts';
import * as menuTranslations from './migrations/0027_menu_translations.ts';
import * as offlineOrders from './migrations/0028_offline_orders.ts';
import * as stationsPrinters from './migrations/0029_stations_printers.ts';
import * as displayPairings from './migrations/0030_display_pairings.ts';
import * as storeColour from './migrations/0031_store_colour.ts';
import * as inventoryMembershipFeedback from './migrations/0032_inventory_membership_feedback.ts';
import * as stockSoldOut from './migrations/0033_stock_sold_out.ts';
import * as stockTotals from './migrations/0034_stock_totals.ts';
import * as stockMovementTenantKey from './migrations/0035_stock_movement_tenant_key.ts';
import * as paymentTypesInCatalog from './migrations/0036_payment_types_in_catalog.ts';

/** Migrations are listed in code (not read from disk) so the bundle and tests see the same set. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_catalog_version': catalogVersion,
  '0003_idempotency_expiry': idempotencyExpiry,
  '0004_menu_visibility': menuVisibility,
  '0005_customer_history_idx': customerHistoryIdx,
  '0006_reservation_indexes': reservationIndexes,
  '0007_invoice_search': invoiceSearch,
  '0009_dashboard_reports': dashboardReports,
  '0010_sales_rollup': salesRollup,
  '0011_billing': billing,
  '0012_superadmin': superadmin,
  '0013_pos_comfort': posComfort,
  '0014_pg_place_order': pgPlaceOrder,
  '0015_pg_place_orders': pgPlaceOrders,
  '0016_store_records': storeRecords,
  '0017_audit_log': auditLog,
  '0018_approvals': approvals,
  '0019_bill_money': billMoney,
  '0020_shifts': shifts,
  '0021_refunds': refunds,
  '0022_split_bill': splitBill,
  '0023_split_tender_rollup': splitTenderRollup,
  '0024_bill_discount': billDiscount,
  '0025_void_index': voidIndex,
  '0026_languages': languages,
  '0027_menu_translations': menuTranslations,
  '0028_offline_orders': offlineOrders,
  '0029_stations_printers': stationsPrinters,
  '0030_display_pairings': displayPairings,
  '0031_store_colour': storeColour,
  '0032_inventory_membership_feedback': inventoryMembershipFeedback,
  '0033_stock_sold_out': stockSoldOut,
  '0034_stock_totals': stockTotals,
  '0035_stock_movement_tenant_key': stockMovementTenantKey,
  '0036_payment_types_in_catalog': paymentTypesInCatalog,
};

/** Kysely's record of the migrations run, and its lock (the lock table's name is Kysely's default). */
export const MIGRATION_TABLES = ['opentab_migrations', 'kysely_migration_lock'] as const;

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: TDb): Promise<void> {
  // Unordered: issue 13's screens took the numbers 0005-0009 up front and land in any order, so a database
  // that already ran 0009 must still run a 0005 that lands after it.
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: MIGRATION_TABLES[0],
    migrationLockTableName: MIGRATION_TABLES[1],
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
