import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

const TAXES = [{ id: 'tax-vat', title: 'VAT', rate: 20, type: 'exclusive' }];
const SAVED = { serviceCharge: 0, serviceChargeTaxId: null, isServiceChargeDineInOnly: 1, discountLimit: 20 };

describe('Service Charge & Discounts page', () => {
  it('saves the percent with its tax, the reach and the discount limit', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    mockFetch((path, init) => {
      if (path === '/settings/taxes') return { body: TAXES };
      if (init.method === 'POST') {
        posts.push(bodyOf(init));
        return { body: { message: MSG.serviceChargeSaved } };
      }
      return { body: SAVED };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/service-charge');

    const percent = await screen.findByRole('textbox', { name: 'Service Charge' });
    await user.clear(percent);
    await user.type(percent, '12.5');
    await user.click(screen.getByRole('combobox', { name: 'Tax on the Service Charge' }));
    await user.click(await screen.findByRole('option', { name: 'VAT (20%)', hidden: true }));
    await user.click(screen.getByRole('switch', { name: /Dine-In bills only/ }));
    const limit = screen.getByRole('textbox', { name: 'Discount Limit' });
    await user.clear(limit);
    await user.type(limit, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      serviceCharge: 12.5,
      serviceChargeTaxId: 'tax-vat',
      isServiceChargeDineInOnly: false,
      discountLimit: 15,
    });
  });

  it('shows the message of a percent past 100 and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => ({ body: path === '/settings/taxes' ? TAXES : SAVED }));
    signIn(makeUser());
    renderApp('/dashboard/settings/service-charge');
    const percent = await screen.findByRole('textbox', { name: 'Service Charge' });
    await user.clear(percent);
    await user.type(percent, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.invalidServiceCharge)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
