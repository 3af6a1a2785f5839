import { EXPORT_MSG, MSG } from '@opentab/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTax } from '../../lib/format';
import { setLanguage } from '../../lib/i18n';
import { toastSuccess, withToast } from '../../lib/toast';
import { setLiveStatus } from '../../test/fake-realtime';
import { renderWithProviders } from '../../test/render';
import { countText, LoadMore } from '../LoadMore/LoadMore';
import { RowActions } from '../RowActions/RowActions';
import { LiveIndicator } from './LiveIndicator';

/*
 * Issue 24: texts the catalog check could not see (a default prop, a module constant, a function's answer) are
 * in the screens' language too.
 */
afterEach(async () => {
  setLiveStatus('live');
  await act(() => setLanguage('en'));
});

describe('shared screen parts in other languages', () => {
  it('says Live, Connecting… and the paused link in Spanish', async () => {
    await act(() => setLanguage('es'));
    renderWithProviders(<LiveIndicator />);
    expect(screen.getByRole('status').textContent).toBe('En vivo');
    act(() => setLiveStatus('connecting'));
    expect(screen.getByRole('status').textContent).toBe('Conectando…');
    act(() => setLiveStatus('down'));
    expect(screen.getByRole('status').textContent).toContain('Actualizaciones en vivo en pausa');
  });

  it('names the list foot, the row actions and a tax in German, the values in place', async () => {
    await act(() => setLanguage('de'));
    renderWithProviders(
      <>
        <LoadMore hasMore loading={false} onLoadMore={() => {}} />
        <RowActions label="Latte" onEdit={() => {}} onDelete={() => {}} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Latte bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Latte löschen' })).toBeTruthy();
    expect(countText(500, 500)).toBe('500 oder mehr');
    expect(countText(12, 500)).toBe('12');
    expect(formatTax({ title: 'MwSt', rate: 19, type: 'exclusive' })).toBe('MwSt - 19% (zuzüglich)');
  });

  it('shows a shared fallback in a toast in German, and a server message as it came', async () => {
    await act(() => setLanguage('de'));
    renderWithProviders(<span />);
    await act(async () => {
      await withToast(() => Promise.reject(new Error('offline')), MSG.somethingWrong).catch(() => {});
    });
    expect(await screen.findByText('Etwas ist schiefgelaufen!')).toBeTruthy();
    act(() => toastSuccess(EXPORT_MSG.exported));
    expect(await screen.findByText('Daten erfolgreich exportiert!')).toBeTruthy();
    act(() => toastSuccess('Nach T4 verschoben!'));
    expect(await screen.findByText('Nach T4 verschoben!')).toBeTruthy();
  });

  it('keeps the English as it was', () => {
    renderWithProviders(<LiveIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(countText(200, 200)).toBe('200 or more');
    expect(formatTax({ title: 'VAT', rate: 10, type: 'inclusive' })).toBe('VAT - 10% (inclusive)');
  });

  it('reads right to left in Arabic', async () => {
    await act(() => setLanguage('ar'));
    renderWithProviders(<LiveIndicator />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('status').textContent).toBe('مباشر');
  });
});
