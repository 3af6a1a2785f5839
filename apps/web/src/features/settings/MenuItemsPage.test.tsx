import { MSG } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf, menuItem, storeSettings } from '../../test/settings-fixtures';

const margherita = menuItem({
  category_id: 'c1',
  category_title: 'Pizza',
  variants: [
    { id: 'v1', title: 'Small', price: 8 },
    { id: 'v2', title: 'Large', price: 12 },
  ],
});

function answer(path: string) {
  if (path === '/settings/store-setting') return { body: storeSettings({ currency: 'EUR' }) };
  if (path === '/settings/categories') return { body: [{ id: 'c1', title: 'Pizza', is_enabled: 1 }] };
  if (path === '/settings/taxes') {
    return { body: [{ id: 'x1', title: 'VAT', rate: 10, type: 'exclusive' }] };
  }
  if (path === '/menu-items/add') return { body: { message: MSG.menuItemAdded, id: 'm2' } };
  return { body: [margherita] };
}

describe('Menu Items page', () => {
  it('shows each item with the store currency, its category and variant count', async () => {
    mockFetch(answer);
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items');
    const card = await screen.findByTestId('menu-item-card');
    expect(within(card).getByText('Margherita')).toBeTruthy();
    expect(within(card).getByText('€9.50')).toBeTruthy();
    expect(within(card).getByText('Pizza')).toBeTruthy();
    expect(within(card).getByText('2 variants')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Margherita' }).getAttribute('href')).toBe(
      '/dashboard/settings/menu-items/m1',
    );
  });

  it('hides an item from the menu with its switch, and shows it as hidden', async () => {
    const user = userEvent.setup();
    let item = margherita;
    const fetchMock = mockFetch((path, init) => {
      if (path === '/menu-items/change-visibility/m1') {
        item = { ...item, is_enabled: bodyOf(init).isEnabled ? 1 : 0 };
        return { body: { message: MSG.menuItemVisibilityChanged } };
      }
      return path === '/menu-items' ? { body: [item] } : answer(path);
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items');
    const card = await screen.findByTestId('menu-item-card');
    const onMenu = within(card).getByRole('switch', { name: 'Margherita on the menu' }) as HTMLInputElement;
    expect(onMenu.checked).toBe(true);
    expect(within(card).queryByText('Hidden')).toBeNull();

    await user.click(onMenu);
    expect(await screen.findByText(MSG.menuItemVisibilityChanged)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/menu-items/change-visibility/m1'),
    );
    expect(call?.[1]?.method).toBe('PATCH');
    expect(bodyOf(call?.[1])).toEqual({ isEnabled: false });
    await waitFor(() => expect(onMenu.checked).toBe(false));
    // still listed in the back office, marked as hidden
    expect(await within(card).findByText('Hidden')).toBeTruthy();
  });

  it('checks the Add New Item dialog, then sends empty choices as null', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items');
    await screen.findByTestId('menu-item-card');
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.enterTitle)).toBeTruthy();
    expect(within(dialog).getByText(MSG.provideValidPrice)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Marinara');
    await user.type(within(dialog).getByLabelText(/^Price/), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideValidPrice)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/menu-items/add');

    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '7.255');
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('7.25');
    await user.click(within(dialog).getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Pizza', hidden: true }));
    await user.click(within(dialog).getByLabelText(/^Tax/));
    expect(await screen.findByRole('option', { name: 'VAT - 10% (exclusive)', hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.menuItemAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/menu-items/add'));
    expect(bodyOf(add?.[1])).toEqual({
      title: 'Marinara',
      price: 7.25,
      netPrice: null,
      categoryId: 'c1',
      taxId: null,
    });
  });

  it("shows the menu fallback when a delete fails without the server's message", async () => {
    const user = userEvent.setup();
    mockFetch((path, init) => (init.method === 'DELETE' ? { status: 500 } : answer(path)));
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items');
    await user.click(await screen.findByRole('button', { name: 'Delete Margherita' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText("We're getting issue while processing your request, Please try later!"),
    ).toBeTruthy();
  });
});
