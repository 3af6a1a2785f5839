import { apiAccess } from '@opentab/shared';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { accessGuard } from './auth.ts';

export const API_PREFIX = '/api/v1';

/** The route's path under /api/v1, or undefined for a route outside the API (pages, photos). */
export function apiPathOf(url: string): string | undefined {
  if (url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`)) return undefined;
  return url.slice(API_PREFIX.length) || '/';
}

function hooksOf(hooks: RouteOptions['onRequest']): onRequestHookHandler[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? [...hooks] : [hooks as onRequestHookHandler];
}

const guarded = Symbol('guarded by the permission table');

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api/v1 route as registered (HEAD copies left out): what the contract tests walk */
    apiRoutes: readonly RouteOptions[];
  }
}

/**
 * Puts the permission table's guard in front of every /api/v1 route as it is registered, so the table
 * is the only place that decides who may call what, and a route the table does not cover stops the
 * server from starting. It runs on request, before the body is parsed or validated.
 */
export function registerPermissionGuards(app: FastifyInstance): void {
  const apiRoutes: RouteOptions[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const path = apiPathOf(route.url);
    if (path === undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const accesses = new Set(methods.map((method) => JSON.stringify(apiAccess(method, path) ?? null)));
    const method = methods[0] ?? 'GET';
    const access = apiAccess(method, path);
    if (!access || accesses.size > 1) {
      throw new Error(
        `No single permission rule for ${methods.join(',')} ${route.url}: add it to API_GROUPS`,
      );
    }
    // A GET route's options may reach its HEAD copy already guarded: guard each route once.
    const hooks = hooksOf(route.onRequest);
    if (!hooks.some((hook) => guarded in hook)) {
      route.onRequest = [Object.assign(accessGuard(access), { [guarded]: true }), ...hooks];
    }
    if (method !== 'HEAD') apiRoutes.push(route);
  });
}
