import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitLive } from '../../test/fake-realtime';
import { renderWithProviders } from '../../test/render';
import { PrinterAlert } from './PrinterAlert';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

describe('PrinterAlert', () => {
  it('names a printer that has failed for a minute, and clears the alert when it prints again', async () => {
    renderWithProviders(<PrinterAlert />);
    act(() =>
      emitLive('printer_status', {
        printerId: 'p1',
        name: 'Grill printer',
        status: 'offline',
        failingSince: '2026-11-28T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Grill printer is not printing')).toBeTruthy();
    expect(screen.getByText(/has not answered for a minute/)).toBeTruthy();

    act(() =>
      emitLive('printer_status', {
        printerId: 'p1',
        name: 'Grill printer',
        status: 'online',
        failingSince: null,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Grill printer is not printing')).toBeNull());
  });

  it('says a printer is out of paper, rather than not answering, when its paper sensor says so', async () => {
    renderWithProviders(<PrinterAlert />);
    act(() =>
      emitLive('printer_status', {
        printerId: 'p2',
        name: 'Bar printer',
        status: 'paper_error',
        failingSince: '2026-11-28T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Bar printer is out of paper')).toBeTruthy();
    expect(screen.getByText(/Load a new roll/)).toBeTruthy();
    expect(screen.queryByText('Bar printer is not printing')).toBeNull();
  });
});
