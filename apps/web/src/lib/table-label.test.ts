import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { tableLabel } from './table-label';

const table = (seating_capacity: number) => ({
  id: 't1',
  table_title: 'T1',
  floor: 'Ground',
  seating_capacity,
});

describe('tableLabel (issue 24)', () => {
  afterEach(() => setLanguage('en'));

  it('keeps the English of the spec', () => {
    expect(tableLabel(table(4))).toBe('T1 (4 person) Ground');
    expect(tableLabel(table(1))).toBe('T1 (1 person) Ground');
  });

  it("counts people in the language's plural forms", async () => {
    await setLanguage('es');
    expect(tableLabel(table(1))).toBe('T1 (1 persona) Ground');
    expect(tableLabel(table(4))).toBe('T1 (4 personas) Ground');
    await setLanguage('ar');
    expect(tableLabel(table(2))).toBe('T1 (شخصان) Ground');
    await setLanguage('ko');
    expect(tableLabel(table(4))).toBe('T1 (4명) Ground');
  });
});
