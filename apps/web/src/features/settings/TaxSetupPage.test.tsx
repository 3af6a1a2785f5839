import { MSG, type TTaxResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

describe('Tax Setup page', () => {
  it('checks title, rate and type before adding a tax', async () => {
    const user = userEvent.setup();
    let taxes: TTaxResponse[] = [];
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/taxes/add') {
        taxes = [{ id: 'x1', title: 'VAT', rate: 12.5, type: 'inclusive' }];
        return { body: { message: MSG.taxAdded, id: 'x1' } };
      }
      return { body: taxes };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/tax-setup');

    await user.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tax' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideTitle)).toBeTruthy();
    expect(within(dialog).getByText(MSG.invalidTaxRate)).toBeTruthy();
    expect(within(dialog).getByText(MSG.selectTaxType)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Title/), 'VAT');
    await user.type(within(dialog).getByLabelText(/^Rate/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.invalidTaxRate)).toBeTruthy();
    expect(within(dialog).getByText(MSG.selectTaxType)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/settings/taxes/add');

    await user.clear(within(dialog).getByLabelText(/^Rate/));
    await user.type(within(dialog).getByLabelText(/^Rate/), '12.5');
    await user.click(within(dialog).getByLabelText(/^Type/));
    await user.click(await screen.findByRole('option', { name: 'Inclusive', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.taxAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settings/taxes/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'VAT', rate: 12.5, type: 'inclusive' });

    const row = (await screen.findByText('12.5%')).closest('tr') as HTMLElement;
    expect(within(row).getByText('VAT')).toBeTruthy();
    expect(within(row).getByText('inclusive')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500 }));
    signIn(makeUser());
    renderApp('/dashboard/settings/tax-setup');
    expect(await screen.findByText('Error loading data, Try Later!')).toBeTruthy();
  });
});
