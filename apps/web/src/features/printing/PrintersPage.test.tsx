import { PRINT_MSG, type TPrinterResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

const printer = (changes: Partial<TPrinterResponse> = {}): TPrinterResponse => ({
  id: 'p1',
  name: 'Grill printer',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: 80,
  charsPerLine: 48,
  prints: { receipts: false, stationIds: ['s1'] },
  autoPrint: true,
  hasDrawer: false,
  status: 'online',
  statusAt: '2026-11-28T10:00:00.000Z',
  failingSince: null,
  lastJobAt: '2026-11-28T10:00:00.000Z',
  ...changes,
});

const stations = [
  { id: 's1', name: 'Grill', isDefault: true, categoryIds: [], printerId: 'p1' },
  { id: 's2', name: 'Bar', isDefault: false, categoryIds: [], printerId: null },
];

describe('Printers page', () => {
  it('lists printers with their live status, and test-prints one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/printers/p2/test')
        return { status: 409, body: { message: PRINT_MSG.printerUnreachable } };
      if (path === '/settings/printers/p1/test') return { body: { message: PRINT_MSG.testPagePrinted } };
      if (path === '/settings/kitchen-stations') return { body: stations };
      return {
        body: [printer(), printer({ id: 'p2', name: 'Bar printer', status: 'offline', lastJobAt: null })],
      };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/printers');

    const grill = (await screen.findByText('Grill printer')).closest('tr') as HTMLElement;
    expect(within(grill).getByText('Online')).toBeTruthy();
    expect(within(grill).getByText('192.168.1.50:9100')).toBeTruthy();
    const bar = screen.getByText('Bar printer').closest('tr') as HTMLElement;
    expect(within(bar).getByText('Offline')).toBeTruthy();

    await user.click(within(grill).getByRole('button', { name: 'Test print Grill printer' }));
    expect(await screen.findByText(PRINT_MSG.testPagePrinted)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Test print Bar printer' }));
    expect(await screen.findByText(PRINT_MSG.printerUnreachable)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/settings/printers/p1/test');
  });

  it('checks the form before adding a printer, then sends the printer with its stations', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/printers/add') return { body: { message: PRINT_MSG.printerAdded, id: 'p9' } };
      if (path === '/settings/kitchen-stations') return { body: stations };
      return { body: [] };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/printers');

    await user.click(await screen.findByRole('button', { name: 'Add Printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PRINT_MSG.providePrinterName)).toBeTruthy();
    expect(within(dialog).getByText(PRINT_MSG.providePrinterAddress)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Kitchen');
    await user.type(within(dialog).getByLabelText(/^Printer address/), '10.0.0.7');
    await user.clear(within(dialog).getByLabelText(/^Port/));
    await user.type(within(dialog).getByLabelText(/^Port/), '22');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PRINT_MSG.invalidPrinterPort)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/settings/printers/add');

    await user.clear(within(dialog).getByLabelText(/^Port/));
    await user.type(within(dialog).getByLabelText(/^Port/), '9100');
    await user.click(within(dialog).getByText('58 mm'));
    await user.click(within(dialog).getByLabelText('Prints receipts'));
    await user.click(within(dialog).getByLabelText('Prints kitchen tickets of'));
    await user.click(await screen.findByRole('option', { name: 'Bar', hidden: true }));
    await user.click(within(dialog).getByLabelText('Has a cash drawer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRINT_MSG.printerAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settings/printers/add'));
    expect(bodyOf(add?.[1])).toEqual({
      name: 'Kitchen',
      host: '10.0.0.7',
      port: 9100,
      paperWidth: 58,
      prints: { receipts: false, stationIds: ['s2'] },
      autoPrint: true,
      hasDrawer: true,
    });
  });
});
