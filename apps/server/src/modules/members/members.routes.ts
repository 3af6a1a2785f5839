import {
  MEMBER_MSG,
  ZMemberAdjustSchema,
  ZMemberDetailResponseSchema,
  ZMemberListQuerySchema,
  ZMemberListResponseSchema,
  ZMemberParamsSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as members from './members.service.ts';

/** /api/v1/members (issue 27; docs/api-members.md): the member list, a member's ledger, enrolment and adjustments. */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    { schema: { querystring: ZMemberListQuerySchema, response: { 200: ZMemberListResponseSchema } } },
    async (request, reply) => {
      const { members: list, page } = await members.listMembers(
        ctx,
        currentUser(request).tenantId,
        request.query,
      );
      setListPageHeaders(reply, page);
      return list;
    },
  );

  r.get(
    '/:id',
    { schema: { params: ZMemberParamsSchema, response: { 200: ZMemberDetailResponseSchema } } },
    async (request) => members.getMember(ctx, currentUser(request).tenantId, request.params.id),
  );

  r.post(
    '/:id/enrol',
    { schema: { params: ZMemberParamsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await members.setMembership(ctx, currentUser(request), {
        phoneOrId: request.params.id,
        isMember: true,
      });
      return { message: MEMBER_MSG.memberEnrolled };
    },
  );

  r.post(
    '/:id/end',
    { schema: { params: ZMemberParamsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await members.setMembership(ctx, currentUser(request), {
        phoneOrId: request.params.id,
        isMember: false,
      });
      return { message: MEMBER_MSG.membershipEnded };
    },
  );

  r.post(
    '/:id/adjust',
    {
      schema: {
        params: ZMemberParamsSchema,
        body: ZMemberAdjustSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await members.adjustPoints(ctx, currentUser(request), {
        phoneOrId: request.params.id,
        input: request.body,
      });
      return { message: MEMBER_MSG.pointsAdjusted };
    },
  );
}
