import { describe, expect, it } from 'vitest';
import {
  canOpenPage,
  formatScopeList,
  hasAnyScope,
  homePathFor,
  PAGE_SCOPES,
  parseScopeList,
  SCOPES,
} from './scopes.ts';

describe('scopes', () => {
  it('parses the stored comma list, trimming, upper-casing and dropping unknown names and duplicates', () => {
    expect(parseScopeList(' pos, KITCHEN ,,POS,Bogus ')).toEqual(['POS', 'KITCHEN']);
    expect(parseScopeList(null)).toEqual([]);
    expect(formatScopeList(['SETTINGS', 'nope', 'pos'])).toBe('SETTINGS,POS');
  });

  it('holds the 21 scope names of spec 01', () => {
    expect(SCOPES).toHaveLength(21);
    expect(SCOPES).toContain('ORDER_STATUS_DISPLAY');
  });

  it('lets the admin through every business check and the superadmin through none', () => {
    for (const page of Object.keys(PAGE_SCOPES) as (keyof typeof PAGE_SCOPES)[]) {
      expect(canOpenPage({ role: 'admin', scope: [] }, page)).toBe(true);
      expect(canOpenPage({ role: 'superadmin', scope: [...SCOPES] }, page)).toBe(false);
    }
  });

  it('opens a page to staff holding any one of its scopes (the page table of spec 01 section 6)', () => {
    const staff = (scope: string[]) => ({ role: 'staff' as const, scope });
    expect(canOpenPage(staff(['ORDER_STATUS_DISPLAY']), 'orders')).toBe(true);
    expect(canOpenPage(staff(['KITCHEN_DISPLAY']), 'kitchen')).toBe(true);
    expect(canOpenPage(staff(['KITCHEN']), 'orders')).toBe(false);
    expect(canOpenPage(staff(['VIEW_CUSTOMERS']), 'customers')).toBe(true);
    expect(canOpenPage(staff(['SETTINGS']), 'users')).toBe(true);
    expect(canOpenPage(staff(['POS']), 'settings')).toBe(false);
    expect(canOpenPage(staff([]), 'profile')).toBe(true);
    expect(canOpenPage(staff([]), 'devices')).toBe(true);
    expect(canOpenPage(staff([]), 'home')).toBe(false);
    expect(hasAnyScope(staff(['POS']), [])).toBe(true);
  });

  it('sends each kind of user to its landing page after sign-in', () => {
    expect(homePathFor({ role: 'superadmin', scope: [] })).toBe('/superadmin/dashboard/home');
    expect(homePathFor({ role: 'admin', scope: [] })).toBe('/dashboard/home');
    expect(homePathFor({ role: 'staff', scope: ['DASHBOARD', 'POS'] })).toBe('/dashboard/home');
    expect(homePathFor({ role: 'staff', scope: ['POS'] })).toBe('/dashboard/profile');
  });
});
