import { PAGE_LIST } from '@opentab/shared';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequirePage } from './guards';
import { routes } from './routes';

/** Every route guarded by RequirePage, as `full path → page id`. */
function guardedRoutes(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const element = route.element;
    const own =
      isValidElement<{ page: string }>(element) && element.type === RequirePage
        ? [`${path} → ${element.props.page}`]
        : [];
    return [...own, ...guardedRoutes(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('routes every page of the permission table at its path, behind its own guard', () => {
    const guarded = guardedRoutes(routes);
    expect(guarded.sort()).toEqual(PAGE_LIST.map((page) => `${page.path} → ${page.id}`).sort());
  });
});
