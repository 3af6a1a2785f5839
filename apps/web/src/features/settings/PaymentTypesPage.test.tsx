import { MSG, type TPaymentTypeResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

describe('Payment Types page', () => {
  it('toggles a payment type through the toggle call', async () => {
    const user = userEvent.setup();
    let paymentTypes: TPaymentTypeResponse[] = [
      { id: 'p1', title: 'Cash', is_active: 1 },
      { id: 'p2', title: 'Card', is_active: 0 },
    ];
    const fetchMock = mockFetch((path, init) => {
      if (path === '/settings/payment-types/p1/toggle') {
        const { isActive } = bodyOf(init);
        paymentTypes = paymentTypes.map((p) => (p.id === 'p1' ? { ...p, is_active: isActive ? 1 : 0 } : p));
        return { body: { message: MSG.paymentTypeUpdated } };
      }
      return { body: paymentTypes };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/payment-types');

    const cash = (await screen.findByRole('switch', { name: 'Cash active' })) as HTMLInputElement;
    expect(cash.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Card active' }) as HTMLInputElement).checked).toBe(false);
    await user.click(cash);
    expect(await screen.findByText(MSG.paymentTypeUpdated)).toBeTruthy();
    const toggle = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payment-types/p1/toggle'));
    expect(toggle?.[1]?.method).toBe('POST');
    expect(bodyOf(toggle?.[1])).toEqual({ isActive: false });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Cash active' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('adds a payment type as active and checks its title first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/settings/payment-types/add'
        ? { body: { message: MSG.paymentTypeAdded, id: 'p3' } }
        : { body: [] },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/payment-types');
    expect(await screen.findByText(/No payment types found!/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Payment Type' });
    await user.type(within(dialog).getByLabelText(/^Title/), '   {Enter}');
    expect(await within(dialog).findByText(MSG.provideTitle)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Title/), 'UPI{Enter}');
    expect(await screen.findByText(MSG.paymentTypeAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payment-types/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'UPI', isActive: true });
    expect(calledPaths(fetchMock).filter((p) => p === 'GET /api/v1/settings/payment-types')).toHaveLength(2);
  });
});
