import { MSG, type TCategoryResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from './test-fixtures';

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

  it('says how to add the first category when there is none', async () => {
    mockFetch(() => ({ body: [] }));
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');
    expect(await screen.findByText('No categories found! Add one with New.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menu Items' })).toBeTruthy();
  });
});
