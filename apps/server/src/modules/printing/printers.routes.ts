import {
  PRINT_MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZPrinterSchema,
  ZPrintersResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPrinter } from '../../presenters/printer.ts';
import * as printing from './printing.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/printers (issue 26): network ESC/POS printers. */
export async function printerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZPrintersResponseSchema } } }, async (request) => {
    const rows = await printing.listPrinters(ctx, currentUser(request).tenantId);
    return rows.map(presentPrinter);
  });

  r.post(
    '/add',
    { schema: { body: ZPrinterSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await printing.addPrinter(ctx, currentUser(request).tenantId, request.body);
      return { message: PRINT_MSG.printerAdded, id };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZPrinterSchema, ...message } },
    async (request) => {
      await printing.updatePrinter(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: PRINT_MSG.printerUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await printing.deletePrinter(ctx, currentUser(request).tenantId, request.params.id);
    return { message: PRINT_MSG.printerDeleted };
  });

  r.post('/:id/test', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    const user = currentUser(request);
    await printing.printTestPage(ctx, user.tenantId, { id: request.params.id, userId: user.userId });
    return { message: PRINT_MSG.testPagePrinted };
  });
}
