import {
  SUPERADMIN_MSG,
  ZAddTenantSchema,
  ZCreatedResponseSchema,
  ZCurrencyRatesResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZSubscriptionHistoryResponseSchema,
  ZSuperadminDashboardResponseSchema,
  ZSuperadminReportQuerySchema,
  ZSuperadminReportResponseSchema,
  ZTenantExportResponseSchema,
  ZTenantListQuerySchema,
  ZTenantListResponseSchema,
  ZTenantStatusParamsSchema,
  ZTenantsDataResponseSchema,
  ZUpdateCurrencyRatesSchema,
  ZUpdateTenantSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as superadmin from './superadmin.service.ts';

/** /api/v1/superadmin: the operator's dashboard, tenants, reports and rates (spec 02 section 7). */
export async function superadminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/dashboard', { schema: { response: { 200: ZSuperadminDashboardResponseSchema } } }, async () =>
    superadmin.getDashboard(ctx),
  );

  r.get('/tenantsData', { schema: { response: { 200: ZTenantsDataResponseSchema } } }, async () =>
    superadmin.getTenantsData(ctx),
  );

  r.get(
    '/tenantsData/:status',
    { schema: { params: ZTenantStatusParamsSchema, response: { 200: ZTenantExportResponseSchema } } },
    async (request) => superadmin.listTenantsForExport(ctx, request.params.status),
  );

  r.get(
    '/tenants',
    { schema: { querystring: ZTenantListQuerySchema, response: { 200: ZTenantListResponseSchema } } },
    async (request) => superadmin.listTenants(ctx, request.query),
  );

  r.post(
    '/tenants/add',
    { schema: { body: ZAddTenantSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const { tenantId } = await superadmin.addTenant(ctx, request.body);
      return { message: SUPERADMIN_MSG.tenantAdded, id: tenantId };
    },
  );

  r.patch(
    '/tenants/update/:id',
    {
      schema: {
        params: ZIdParamsSchema,
        body: ZUpdateTenantSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await superadmin.updateTenant(ctx, request.params.id, request.body);
      return { message: SUPERADMIN_MSG.tenantUpdated };
    },
  );

  r.delete(
    '/tenants/delete/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await superadmin.deleteTenant(ctx, request.params.id);
      return { message: SUPERADMIN_MSG.tenantDeleted };
    },
  );

  r.get(
    '/tenants/:id/subscription-history',
    { schema: { params: ZIdParamsSchema, response: { 200: ZSubscriptionHistoryResponseSchema } } },
    async (request) => superadmin.getSubscriptionHistory(ctx, request.params.id),
  );

  r.get(
    '/reports',
    {
      schema: {
        querystring: ZSuperadminReportQuerySchema,
        response: { 200: ZSuperadminReportResponseSchema },
      },
    },
    async (request) => superadmin.getReport(ctx, request.query),
  );

  r.get('/currency-rates', { schema: { response: { 200: ZCurrencyRatesResponseSchema } } }, async () =>
    superadmin.listCurrencyRates(ctx),
  );

  r.post(
    '/currency-rates/update',
    { schema: { body: ZUpdateCurrencyRatesSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await superadmin.updateCurrencyRates(ctx, request.body);
      return { message: SUPERADMIN_MSG.ratesUpdated };
    },
  );
}
