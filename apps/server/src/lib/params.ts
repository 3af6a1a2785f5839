import { MSG, zText } from '@opentab/shared';
import { z } from 'zod';

/**
 * A path id: opaque, but shaped like the ids the server hands out (20 URL-safe characters; an order line
 * adds `.NNN`), at most 64 characters. Anything else is a bad request (400); a well-formed id that matches
 * no row of the tenant answers 404 from the service.
 */
export const ZPathId = zText(MSG.invalidRequest).regex(/^[\w.-]{1,64}$/, MSG.invalidRequest);

export const ZIdParams = z.object({ id: ZPathId });
