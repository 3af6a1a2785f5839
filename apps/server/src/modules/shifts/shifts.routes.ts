import {
  SHIFT_MSG,
  ZCashMovementSchema,
  ZCloseShiftSchema,
  ZCurrentShiftResponseSchema,
  ZMessageResponseSchema,
  ZNoSaleSchema,
  ZOpenShiftSchema,
  ZZReportResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentXReport, presentZReport } from '../../presenters/shift.ts';
import * as shifts from './shifts.service.ts';

/** /api/v1/shifts: the caller's own shift (issue 23). */
export async function shiftsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/open',
    { schema: { body: ZOpenShiftSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await shifts.openShift(ctx, currentUser(request), request.body);
      return { message: SHIFT_MSG.shiftOpened };
    },
  );

  r.post(
    '/cash',
    { schema: { body: ZCashMovementSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await shifts.recordCashMovement(ctx, currentUser(request), request.body);
      return { message: request.body.type === 'in' ? SHIFT_MSG.cashInRecorded : SHIFT_MSG.cashOutRecorded };
    },
  );

  r.post(
    '/no-sale',
    { schema: { body: ZNoSaleSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await shifts.recordNoSale(ctx, currentUser(request), request.body);
      return { message: SHIFT_MSG.noSaleRecorded };
    },
  );

  r.get('/current', { schema: { response: { 200: ZCurrentShiftResponseSchema } } }, async (request) =>
    presentXReport(await shifts.getCurrentShift(ctx, currentUser(request))),
  );

  r.post(
    '/close',
    { schema: { body: ZCloseShiftSchema, response: { 200: ZZReportResponseSchema } } },
    async (request) => {
      const { tenantId } = currentUser(request);
      const number = await shifts.closeShift(ctx, currentUser(request), request.body);
      const { row, ...heading } = await shifts.getZReport(ctx, tenantId, number);
      return presentZReport(row, heading);
    },
  );
}
