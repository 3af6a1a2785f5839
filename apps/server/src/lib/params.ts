import { z } from 'zod';

/** Path ids are opaque; one that matches no row of the tenant answers 404 from the service. */
export const ZIdParams = z.object({ id: z.string() });
