import { describe, expect, it } from 'vitest';
import { formatScopeList, parseScopeList, SCOPE_GROUPS, SCOPES } from './scopes.ts';

describe('scopes', () => {
  it('parses the stored comma list, trimming, upper-casing and dropping unknown names and duplicates', () => {
    expect(parseScopeList(' pos, KITCHEN ,,POS,Bogus ')).toEqual(['POS', 'KITCHEN']);
    expect(parseScopeList(null)).toEqual([]);
    expect(formatScopeList(['SETTINGS', 'nope', 'pos'])).toBe('SETTINGS,POS');
  });

  it("holds the 21 scope names of spec 01 and issue 23's MANAGER", () => {
    expect(SCOPES).toHaveLength(22);
    expect(SCOPES).toContain('MANAGER');
    expect(SCOPES).toContain('ORDER_STATUS_DISPLAY');
  });

  it('groups every scope exactly once for the Users screen picker', () => {
    const grouped = SCOPE_GROUPS.flatMap((group) => group.scopes);
    expect([...grouped].sort()).toEqual([...SCOPES].sort());
  });
});
