import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

/** Issue 23: the cashier's shift status, and the Open Shift prompt when the store requires shifts. */

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const required = (hasOpenShift: boolean) => {
  const init = makePosInit({ hasOpenShift });
  return { ...init, storeSettings: { ...init.storeSettings, shiftsRequired: true } };
};

describe('POS shift status', () => {
  it('shows the open shift, linked to the Shift screen', async () => {
    mockFetch(posAnswers(makePosInit({ hasOpenShift: true })));
    signIn(makeUser());
    renderApp('/dashboard/pos');
    const status = await screen.findByTestId('pos-shift-status');
    expect(status.textContent).toBe('Shift open');
    expect(status.getAttribute('href')).toBe('/dashboard/shift');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to open a shift before the first sale when the store requires shifts', async () => {
    const user = userEvent.setup();
    let init = required(false);
    const fetchMock = mockFetch((path, request) => {
      if (path === '/shifts/open') {
        init = required(true);
        return { body: { message: 'Shift opened!' } };
      }
      return posAnswers(init)(path, request);
    });
    signIn(makeUser());
    renderApp('/dashboard/pos');
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a shift before your first sale' }));
    expect((await screen.findByTestId('pos-shift-status')).textContent).toBe('No shift');
    await user.type(dialog.getByRole('textbox', { name: 'Opening float' }), '50');
    await user.click(dialog.getByRole('button', { name: 'Open shift' }));
    await vi.waitFor(() => expect(screen.getByTestId('pos-shift-status').textContent).toBe('Shift open'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const open = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/shifts/open'));
    expect(JSON.parse(String(open?.[1]?.body))).toEqual({ openingFloat: 50 });
  });

  it('does not ask while the store does not require shifts', async () => {
    mockFetch(posAnswers(makePosInit({ hasOpenShift: false })));
    signIn(makeUser());
    renderApp('/dashboard/pos');
    expect((await screen.findByTestId('pos-shift-status')).textContent).toBe('No shift');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
