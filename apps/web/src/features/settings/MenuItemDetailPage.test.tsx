import { MSG } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf, menuItem, storeSettings } from '../../test/settings-fixtures';

const item = menuItem({
  tax_id: 'x1',
  tax_title: 'VAT',
  tax_rate: 10,
  tax_type: 'exclusive',
  variants: [{ id: 'v1', title: 'Large', price: 12 }],
});

describe('Menu item page', () => {
  it('shows the item, adds a variant with the hint and lists it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings() };
      if (path === '/settings/categories') return { body: [] };
      if (path === '/settings/taxes') return { body: [] };
      if (path === '/menu-items/variants/m1/add') return { body: { message: MSG.variantAdded, id: 'v2' } };
      // issue 27: the detail lists its recipe lines
      return { body: { ...item, recipeItems: [] } };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/m1');

    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb.textContent).toBe('Settings/Menu Items/Margherita');
    expect(screen.getByText('$9.50')).toBeTruthy();
    expect(screen.getByText('VAT - 10% (exclusive)')).toBeTruthy();
    expect(screen.getByText('Variant price is the final price and overrides the base price.')).toBeTruthy();
    expect(screen.getByText('Addon price is added to the base price in POS.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show Variants (1)' }));
    expect(await screen.findByText('$12.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Variant' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideVariantTitle)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.variantAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/variants/m1/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'Family', price: 0 });
  });

  it('shows the load error of a missing item', async () => {
    mockFetch((path) =>
      path === '/settings/store-setting'
        ? { body: storeSettings() }
        : { status: 404, body: { message: MSG.notFound } },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/nope');
    expect(await screen.findByText('Error loading details! Please Try Later!')).toBeTruthy();
  });
});
