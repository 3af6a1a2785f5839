import type { TOrdersInitResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { presentPaymentType } from '../../presenters/payment-type.ts';
import { presentPosPrintSettings } from '../../presenters/print-setting.ts';
import { presentServiceChargeRule } from '../../presenters/service-charge.ts';
import { presentPosStoreSettings } from '../../presenters/store-setting.ts';
import { presentStoreTable } from '../../presenters/store-table.ts';
import { listActivePaymentTypes } from './payment-types.repo.ts';
import { getPrintSettings } from './print-setting.service.ts';
import { findServiceChargeRule } from './service-charge.repo.ts';
import { getStoreSettings } from './store-setting.service.ts';
import { listStoreTables } from './store-tables.repo.ts';

/**
 * What every floor screen reads of the settings: the store, its print settings, the active payment types and
 * the tables and the service charge (GET /orders/init as is, GET /pos/init with the menu).
 */
export async function getFloorSettings(ctx: TAppContext, tenantId: string): Promise<TOrdersInitResponse> {
  const [store, print, paymentTypes, tables, serviceCharge] = await Promise.all([
    getStoreSettings(ctx, tenantId),
    getPrintSettings(ctx, tenantId),
    listActivePaymentTypes(ctx.db, tenantId),
    listStoreTables(ctx.db, tenantId),
    findServiceChargeRule(ctx.db, tenantId),
  ]);
  return {
    storeSettings: presentPosStoreSettings(store),
    printSettings: presentPosPrintSettings(print),
    paymentTypes: paymentTypes.map(presentPaymentType),
    storeTables: tables.map(presentStoreTable),
    serviceCharge: presentServiceChargeRule(serviceCharge),
  };
}
