import { STOCK_MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf, storeSettings } from '../../test/settings-fixtures';

describe('Store Details: short stock (issue 27)', () => {
  it('shows the policy and saves another as soon as it is chosen', async () => {
    const user = userEvent.setup();
    let policy = 'allow';
    const fetchMock = mockFetch((path, init) => {
      if (path !== '/settings/store-setting/stock')
        return { body: path.includes('payment-types') ? [] : storeSettings() };
      if (init.method !== 'POST') return { body: { stockShortPolicy: policy } };
      policy = (bodyOf(init) as { stockShortPolicy: string }).stockShortPolicy;
      return { body: { message: STOCK_MSG.stockSettingSaved } };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings');

    const allow = await screen.findByRole('radio', { name: 'Allow and warn' });
    expect((allow as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Refuse the order' }));
    expect(await screen.findByText(STOCK_MSG.stockSettingSaved)).toBeTruthy();
    const save = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/settings/store-setting/stock') && init?.method === 'POST',
    );
    expect(bodyOf(save?.[1])).toEqual({ stockShortPolicy: 'refuse' });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Refuse the order' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });
});
