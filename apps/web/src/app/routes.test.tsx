import { PAGE_LIST } from '@opentab/shared';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequirePage } from './guards';
import { routes } from './routes';

/** The element a route shows: its own, or the one its `lazy` chunk brings. */
async function elementOf(route: RouteObject) {
  if (route.element !== undefined || typeof route.lazy !== 'function') return route.element;
  return (await route.lazy()).element;
}

/** Every route guarded by RequirePage, as `full path → page id`, the id read from the guard it renders. */
async function guardedRoutes(tree: RouteObject[], parent = ''): Promise<string[]> {
  const lists = await Promise.all(
    tree.map(async (route) => {
      const path =
        route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
      const element = await elementOf(route);
      const own =
        isValidElement<{ page: string }>(element) && element.type === RequirePage
          ? [`${path} → ${element.props.page}`]
          : [];
      return [...own, ...(await guardedRoutes(route.children ?? [], path))];
    }),
  );
  return lists.flat();
}

describe('the route table', () => {
  it('routes every page of the permission table at its path, behind its own guard', async () => {
    const guarded = await guardedRoutes(routes);
    expect(guarded.sort()).toEqual(PAGE_LIST.map((page) => `${page.path} → ${page.id}`).sort());
  });
});
