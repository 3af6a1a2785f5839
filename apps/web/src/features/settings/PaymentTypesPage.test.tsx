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
      { id: 'p1', title: 'Cash', is_active: 1, isCash: 1 },
      { id: 'p2', title: 'Card', is_active: 0, isCash: 0 },
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
    expect(bodyOf(add?.[1])).toEqual({ title: 'UPI', isActive: true, isCash: false });
    expect(calledPaths(fetchMock).filter((p) => p === 'GET /api/v1/settings/payment-types')).toHaveLength(2);
  });

  it('lists the cash flag and sets it in the update dialog (issue 22)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/settings/payment-types/p2/update'
        ? { body: { message: MSG.paymentTypeUpdated } }
        : {
            body: [
              { id: 'p1', title: 'Cash', is_active: 1, isCash: 1 },
              { id: 'p2', title: 'Till money', is_active: 1, isCash: 0 },
            ],
          },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/payment-types');
    const row = (title: string) =>
      screen.getByRole('switch', { name: `${title} active` }).closest('tr') as HTMLElement;
    await screen.findByText('Till money');
    expect(within(row('Cash')).getByText('Yes')).toBeTruthy();
    expect(within(row('Till money')).getByText('No')).toBeTruthy();
    await user.click(within(row('Till money')).getByRole('button', { name: /Edit|Update/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Payment Type' }));
    const cash = dialog.getByRole('checkbox', { name: /Cash/ }) as HTMLInputElement;
    expect(cash.checked).toBe(false);
    await user.click(cash);
    await user.click(dialog.getByRole('button', { name: /Save|Update/ }));
    expect(await screen.findByText(MSG.paymentTypeUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payment-types/p2/update'));
    expect(bodyOf(update?.[1])).toEqual({ title: 'Till money', isActive: true, isCash: true });
  });
});
