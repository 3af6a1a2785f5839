import { MSG, STATION_MSG, type TCategoryResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

// The Categories page is a RecordsPage: these cover its edit, confirmed delete and empty list.
describe('Categories page', () => {
  it('edits a category in its dialog and deletes one only once the deletion is confirmed', async () => {
    const user = userEvent.setup();
    let categories: TCategoryResponse[] = [
      { id: 'c1', title: 'Pizza', is_enabled: 1 },
      { id: 'c2', title: 'Drinks', is_enabled: 1 },
    ];
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/categories/c1/update') {
        categories = [{ id: 'c1', title: 'Pizzas', is_enabled: 1 }, categories[1] as TCategoryResponse];
        return { body: { message: MSG.categoryUpdated } };
      }
      if (path === '/settings/categories/c2') {
        categories = categories.filter((category) => category.id !== 'c2');
        return { body: { message: MSG.categoryDeleted } };
      }
      return { body: categories };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');

    await user.click(await screen.findByRole('button', { name: 'Edit Pizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    const title = within(dialog).getByLabelText(/^Title/);
    expect((title as HTMLInputElement).value).toBe('Pizza');
    await user.type(title, 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.categoryUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/categories/c1/update'));
    expect(bodyOf(update?.[1])).toEqual({ title: 'Pizzas' });
    expect(await screen.findByRole('cell', { name: 'Pizzas' })).toBeTruthy();

    // Cancel in the confirmation deletes nothing.
    await user.click(screen.getByRole('button', { name: 'Delete Drinks' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calledPaths(fetchMock)).not.toContain('DELETE /api/v1/settings/categories/c2');

    await user.click(screen.getByRole('button', { name: 'Delete Drinks' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.categoryDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Drinks' })).toBeNull());
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/settings/categories/c2');
  });

  it('sets a target preparation time, checked as the server checks it (issue 26)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/settings/categories/c1/update'
        ? { body: { message: MSG.categoryUpdated } }
        : { body: [{ id: 'c1', title: 'Roasts', is_enabled: 1, prepMinutes: 45 }] },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');

    await user.click(await screen.findByRole('button', { name: 'Edit Roasts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    const minutes = within(dialog).getByLabelText(/^Target preparation time \(minutes\)/) as HTMLInputElement;
    expect(minutes.value).toBe('45');
    await user.clear(minutes);
    await user.type(minutes, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STATION_MSG.invalidPrepMinutes)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/settings/categories/c1/update');

    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.categoryUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/categories/c1/update'));
    expect(bodyOf(update?.[1])).toEqual({ title: 'Roasts', prepMinutes: 20 });
  });

  it('hides a category and its items from the menu with its switch', async () => {
    const user = userEvent.setup();
    let categories: TCategoryResponse[] = [
      { id: 'c1', title: 'Pizza', is_enabled: 1 },
      { id: 'c2', title: 'Drinks', is_enabled: 0 },
    ];
    const fetchMock = mockFetch((path, init) => {
      if (path === '/settings/categories/change-visibility/c1') {
        const isEnabled = bodyOf(init).isEnabled ? 1 : 0;
        categories = categories.map((c) => (c.id === 'c1' ? { ...c, is_enabled: isEnabled } : c));
        return { body: { message: MSG.categoryVisibilityChanged } };
      }
      return { body: categories };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');

    const pizza = (await screen.findByRole('switch', { name: 'Pizza on the menu' })) as HTMLInputElement;
    expect(pizza.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Drinks on the menu' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(pizza);
    expect(await screen.findByText(MSG.categoryVisibilityChanged)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/settings/categories/change-visibility/c1'),
    );
    expect(call?.[1]?.method).toBe('PATCH');
    expect(bodyOf(call?.[1])).toEqual({ isEnabled: false });
    await waitFor(() => expect(pizza.checked).toBe(false));
  });

  it('says how to add the first category when there is none', async () => {
    mockFetch(() => ({ body: [] }));
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');
    expect(await screen.findByText('No categories found! Add one with New.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menu Items' })).toBeTruthy();
  });
});
