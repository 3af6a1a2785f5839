import type { TInventoryListResponse, TStockItemResponse } from '@opentab/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

function stockItem(
  changes: Partial<TStockItemResponse> & Pick<TStockItemResponse, 'id' | 'title'>,
): TStockItemResponse {
  return {
    unit: 'kg',
    quantity: 5,
    min_quantity_threshold: 1,
    status: 'in',
    costPerUnit: null,
    isActive: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...changes,
  };
}

const LIST: TInventoryListResponse = {
  items: [
    stockItem({ id: 's1', title: 'Basil', quantity: 0.2, min_quantity_threshold: 0.5, status: 'low' }),
    stockItem({ id: 's2', title: 'Flour', quantity: 12.5, costPerUnit: 1.2 }),
    stockItem({ id: 's3', title: 'Cream', unit: 'l', quantity: 0, status: 'out' }),
  ],
  statusCounts: { in: 1, low: 1, out: 1 },
  currency: 'USD',
  timeZone: 'UTC',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const titles = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text && LIST.items.some((i) => i.title === text));

describe('Inventory page', () => {
  it('filters by status with the counts and by title, and adds an item', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/inventory/add-item'
        ? { body: { message: 'Stock item added!', itemId: 's4' } }
        : { body: LIST },
    );
    signIn(makeUser());
    renderApp('/dashboard/inventory');

    expect(await screen.findByText('12.5 kg')).toBeTruthy();
    expect(titles()).toEqual(['Basil', 'Flour', 'Cream']);
    await user.click(screen.getByRole('button', { name: 'Low stock (1)' }));
    expect(titles()).toEqual(['Basil']);
    await user.click(screen.getByRole('button', { name: 'All (3)' }));
    await user.type(screen.getByRole('textbox', { name: 'Search stock items' }), 'fl');
    expect(titles()).toEqual(['Flour']);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog', { name: 'Add Stock Item' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the shared schema's message, before anything is sent
    expect(await screen.findByText('Please provide the item title!')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tomatoes');
    await user.type(screen.getByRole('combobox', { name: /^Unit/ }), 'kg');
    await user.type(screen.getByRole('textbox', { name: 'Quantity on hand' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock item added!')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/inventory/add-item'));
    expect(bodyOf(sent?.[1])).toMatchObject({ title: 'Tomatoes', unit: 'kg', quantity: 2.5, isActive: true });
  });

  it('hides the change actions from view-only staff', async () => {
    mockFetch(() => ({ body: LIST }));
    signIn(makeUser({ role: 'staff', scope: 'VIEW_INVENTORY' }));
    renderApp('/dashboard/inventory');
    expect(await screen.findByText('12.5 kg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
