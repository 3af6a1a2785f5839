import { describe, expect, it } from 'vitest';
import {
  API_GROUPS,
  apiAccess,
  canAccess,
  canOpenPage,
  canSearchPage,
  canSeeSidebarLink,
  homePathFor,
  PAGE_LIST,
  PAGES,
  type TPage,
} from './permissions.ts';
import { SCOPES, type TPrincipal } from './scopes.ts';

const admin: TPrincipal = { role: 'admin', scope: [] };
const superadmin: TPrincipal = { role: 'superadmin', scope: [...SCOPES] };
const staff = (...scope: string[]): TPrincipal => ({ role: 'staff', scope });
const isSuperadminPage = (page: TPage) => PAGES[page].access === 'superadmin';

describe('the permission rule (spec 01 section 6)', () => {
  it('lets the admin through every business check and the superadmin only through its own', () => {
    for (const page of PAGE_LIST) {
      expect(canOpenPage(admin, page.id), page.id).toBe(!isSuperadminPage(page.id));
      expect(canOpenPage(superadmin, page.id), page.id).toBe(isSuperadminPage(page.id));
    }
    expect(canAccess(admin, 'admin')).toBe(true);
    expect(canAccess(superadmin, 'signed-in')).toBe(false);
    expect(canAccess(superadmin, 'public')).toBe(true);
  });

  it('opens a page to staff holding any one of its scopes', () => {
    expect(canOpenPage(staff('ORDER_STATUS_DISPLAY'), 'orders')).toBe(true);
    expect(canOpenPage(staff('KITCHEN_DISPLAY'), 'kitchen')).toBe(true);
    expect(canOpenPage(staff('KITCHEN'), 'orders')).toBe(false);
    expect(canOpenPage(staff('VIEW_CUSTOMERS'), 'customers')).toBe(true);
    expect(canOpenPage(staff('MANAGE_RESERVATIONS'), 'reservation')).toBe(true);
    expect(canOpenPage(staff('SETTINGS'), 'users')).toBe(true);
    expect(canOpenPage(staff('SETTINGS'), 'categories')).toBe(true);
    expect(canOpenPage(staff('POS'), 'settings')).toBe(false);
    expect(canOpenPage(staff(), 'profile')).toBe(true);
    expect(canOpenPage(staff(), 'devices')).toBe(true);
    expect(canOpenPage(staff(), 'contact-support')).toBe(true);
    expect(canOpenPage(staff(), 'home')).toBe(false);
    expect(canOpenPage(staff(...SCOPES), 'superadmin-tenants')).toBe(false);
  });

  it('holds the page table of spec 01 section 6 and spec 02 section 2', () => {
    const scopesOf = (page: TPage) => PAGES[page].access;
    expect(scopesOf('home')).toEqual(['DASHBOARD']);
    expect(scopesOf('pos')).toEqual(['POS']);
    expect(scopesOf('orders')).toEqual(['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']);
    expect(scopesOf('kitchen')).toEqual(['KITCHEN', 'KITCHEN_DISPLAY']);
    expect(scopesOf('reservation')).toEqual(['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS']);
    expect(scopesOf('customers')).toEqual(['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS']);
    expect(scopesOf('invoices')).toEqual(['INVOICES']);
    expect(scopesOf('reports')).toEqual(['REPORTS']);
    for (const page of PAGE_LIST.filter((p) => p.path.startsWith('/dashboard/settings'))) {
      expect(page.access, page.id).toEqual(['SETTINGS']);
    }
    expect(scopesOf('users')).toEqual(['SETTINGS']);
  });

  it('shows the sidebar Users link to the admin only, while the page search lists Users for SETTINGS', () => {
    expect(canSeeSidebarLink(admin, 'users')).toBe(true);
    expect(canSeeSidebarLink(staff('SETTINGS'), 'users')).toBe(false);
    expect(canSearchPage(staff('SETTINGS'), 'users')).toBe(true);
    expect(canSearchPage(staff('POS'), 'users')).toBe(false);
    expect(canSeeSidebarLink(staff('SETTINGS'), 'settings')).toBe(true);
    expect(canSeeSidebarLink(staff('POS'), 'pos')).toBe(true);
    expect(canSeeSidebarLink(staff('POS'), 'orders')).toBe(true);
    expect(canSeeSidebarLink(staff('POS'), 'kitchen')).toBe(false);
    // Profile, Devices and Support are in the page search for everyone, not in the sidebar.
    for (const page of ['profile', 'devices', 'contact-support'] as const) {
      expect(canSearchPage(staff(), page)).toBe(true);
      expect(canSeeSidebarLink(admin, page)).toBe(false);
    }
    expect(canSearchPage(admin, 'menu-item')).toBe(false);
  });

  it('sends each kind of user to its landing page after sign-in', () => {
    expect(homePathFor(superadmin)).toBe('/superadmin/dashboard/home');
    expect(homePathFor(admin)).toBe('/dashboard/home');
    expect(homePathFor(staff('DASHBOARD', 'POS'))).toBe('/dashboard/home');
    expect(homePathFor(staff('POS'))).toBe('/dashboard/profile');
  });
});

describe('the API route groups', () => {
  it('finds the group by the longest prefix and applies per-call exceptions', () => {
    expect(apiAccess('GET', '/pos/init')).toEqual(['POS']);
    expect(apiAccess('GET', '/pos/qrorders/count')).toEqual(['POS']);
    expect(apiAccess('GET', '/orders/')).toEqual(['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']);
    expect(apiAccess('GET', '/customers')).toEqual(['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS']);
    expect(apiAccess('GET', '/customers/search-by-phone-name/search')).toContain('POS');
    expect(apiAccess('HEAD', '/customers/search-by-phone-name/search')).toContain('POS');
    expect(apiAccess('POST', '/customers/add')).toEqual(['POS', 'CUSTOMERS', 'MANAGE_CUSTOMERS']);
    expect(apiAccess('POST', '/customers/:id/update')).not.toContain('VIEW_CUSTOMERS');
    expect(apiAccess('POST', '/auth/signin')).toBe('public');
    expect(apiAccess('GET', '/auth/devices')).toBe('signed-in');
    expect(apiAccess('POST', '/superadmin/signin')).toBe('public');
    expect(apiAccess('GET', '/superadmin/dashboard')).toBe('superadmin');
    expect(apiAccess('GET', '/qrmenu/:qrcode')).toBe('public');
    expect(apiAccess('GET', '/posx')).toBeUndefined();
    expect(apiAccess('GET', '/nothing')).toBeUndefined();
  });

  it('has one group per prefix, each with a tag, and no call exception outside its group', () => {
    const prefixes = API_GROUPS.map((group) => group.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const group of API_GROUPS) {
      expect(group.tag).not.toBe('');
      for (const call of Object.keys(group.calls ?? {})) {
        const [, path = ''] = call.split(' ');
        expect(call, group.prefix).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \//);
        expect(path.startsWith(`${group.prefix}/`), call).toBe(true);
      }
    }
  });

  it('has unique page paths', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
