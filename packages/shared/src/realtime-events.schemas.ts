import { z } from 'zod';

/** The longest tenant id a client may claim: ids are 20 characters; anything past 64 is not one. */
const TENANT_ID_MAX_LENGTH = 64;

const ZTenantIdClaimSchema = z.string().min(1).max(TENANT_ID_MAX_LENGTH);

/** `authenticate`'s data: the tenant id the spec's client claims (the ack, a function, is checked apart). */
export const ZAuthenticateArgsSchema = z.tuple([ZTenantIdClaimSchema]);

/** A `*_backend` event's data: an optional object (not sent on) and an optional claimed tenant id. */
export const ZRelayArgsSchema = z.tuple([
  z.record(z.string(), z.unknown()).optional(),
  ZTenantIdClaimSchema.optional(),
]);
