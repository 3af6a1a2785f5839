import type { FastifyInstance } from 'fastify';
import { kitchenStationRoutes } from '../stations/stations.routes.ts';
import { categoryRoutes } from './categories.routes.ts';
import { paymentTypeRoutes } from './payment-types.routes.ts';
import { printSettingRoutes } from './print-setting.routes.ts';
import { setupChecklistRoutes } from './setup-checklist.routes.ts';
import { storeSettingRoutes } from './store-setting.routes.ts';
import { storeTableRoutes } from './store-tables.routes.ts';
import { taxRoutes } from './taxes.routes.ts';

/**
 * /api/v1/settings: every call needs SETTINGS. The permission table's guard (plugins/permissions.ts) runs
 * on request, before the body is parsed or validated, so an anonymous caller gets 401 (not a validation
 * message) and no upload is read.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(storeSettingRoutes, { prefix: '/store-setting' });
  await app.register(printSettingRoutes, { prefix: '/print-setting' });
  await app.register(paymentTypeRoutes, { prefix: '/payment-types' });
  await app.register(taxRoutes, { prefix: '/taxes' });
  await app.register(storeTableRoutes, { prefix: '/store-tables' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  await app.register(setupChecklistRoutes, { prefix: '/setup-checklist' });
  await app.register(kitchenStationRoutes, { prefix: '/kitchen-stations' });
}
