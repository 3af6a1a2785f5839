import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  apiAccess,
  findApiGroup,
  needsActiveSubscription,
  type TAccess,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_COOKIE } from '../lib/session/cookies.ts';
import { API_PREFIX, apiPathOf } from './permissions.ts';

const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
const DOCS_PATH = `${API_PREFIX}/docs`;

const SESSION_COOKIE = 'sessionCookie';

const DESCRIPTION = `The OpenTab API: every call the web app makes. Requests and answers are JSON; a failed call answers
\`{ "message": "..." }\` with its status (400 invalid input, 401 no session, 402 inactive subscription, 403 no access,
404 not found, 409 conflict, 429 too many requests).

**Session.** \`POST /auth/signin\` (or \`/superadmin/signin\`) sets HttpOnly cookies; every other call sends them
back (\`credentials: 'include'\`). The access cookie lives 15 minutes; \`POST /auth/refresh-token\` renews it with the
refresh cookie. A call that changes anything must carry an \`Origin\` header equal to the server's own origin.

**Permissions.** Each call says who may make it: the admin passes every business check, staff need one of the
listed scopes, the superadmin only passes superadmin calls.`;

function describeAccess(access: TAccess): string {
  if (access === 'public') return 'Open to anyone: no session needed.';
  if (access === 'signed-in') return 'Any signed-in user of a restaurant; no scope needed.';
  if (access === 'admin') return "The restaurant's admin only.";
  if (access === 'superadmin') return 'The superadmin only.';
  return `Staff holding any of ${access.join(', ')}; the admin always. Needs an active subscription (402 otherwise).`;
}

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

const { $schema: _dialect, ...MESSAGE_JSON_SCHEMA } = z.toJSONSchema(ZMessageResponseSchema);

/** The refusals a call can answer, from what it takes and who may make it; all are `{ message }`. */
function errorAnswers(access: TAccess, takesInput: boolean): Record<string, object> {
  const answers: [boolean, number, string][] = [
    [takesInput, 400, 'Invalid input: the message names the first problem.'],
    [access !== 'public', 401, 'No session, or it expired or was revoked: refresh it and retry.'],
    [needsActiveSubscription(access), 402, "The restaurant's subscription is inactive."],
    [access !== 'public', 403, 'This user may not make this call.'],
  ];
  return Object.fromEntries(
    answers
      .filter(([applies]) => applies)
      .map(([, status, description]) => [status, { ...MESSAGE_JSON_SCHEMA, description }]),
  );
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (requests as the input they accept,
 * answers as the output they send), at /api/v1/openapi.json; the Swagger UI reference page at /api/v1/docs,
 * served from the package's own files (no CDN). Each call gets its group's tag and its permission from the
 * permission table. Must be registered before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'OpenTab API', version: 'v1', description: DESCRIPTION },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          [SESSION_COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: ACCESS_COOKIE,
            description: 'The session, set by the sign-in calls and renewed by the refresh-token calls.',
          },
        },
      },
    },
    transform: (document) => {
      const path = apiPathOf(document.url);
      const method = [document.route.method].flat()[0] ?? 'GET';
      const access = path === undefined ? undefined : apiAccess(method, path);
      if (
        path === undefined ||
        access === undefined ||
        document.schema?.hide ||
        document.url === OPENAPI_PATH
      ) {
        return { schema: { hide: true }, url: document.url };
      }
      const { schema, url } = zodToJsonSchema(document);
      const group = findApiGroup(path);
      return {
        // A prefix's own route ('/orders/') is called without the slash.
        url: url.length > 1 ? url.replace(/\/$/, '') : url,
        schema: {
          ...schema,
          tags: group ? [group.tag] : [],
          description: [schema?.description, describeAccess(access)].filter(Boolean).join('\n\n'),
          security: access === 'public' ? [] : [{ [SESSION_COOKIE]: [] }],
          response: {
            ...errorAnswers(access, Boolean(schema?.body || schema?.querystring || schema?.params)),
            ...(schema?.response as object | undefined),
          },
        },
      };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // BaseLayout: the reference alone, without the Swagger top bar that loads other documents.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, withCredentials: true },
    theme: { title: 'OpenTab API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
