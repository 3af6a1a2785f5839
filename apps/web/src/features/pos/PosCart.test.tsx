import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FRIES, makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { draftsKey } from './drafts';
import { posOrderKey } from './pos-order-storage';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

async function openPos(tenantId = 'tenant-9') {
  const fetchMock = mockFetch(posAnswers(makePosInit()));
  signIn(makeUser({ tenantId }));
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

const lines = () => screen.queryAllByTestId('cart-line');

describe('POS cart', () => {
  it('plus and minus change the quantity, minus at 1 removes the line, remove takes it out', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    expect(lines()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
    const fries = within(lines()[0] as HTMLElement);
    expect(fries.getByTestId('line-quantity').textContent).toBe('3');
    expect(fries.getByTestId('line-total').textContent).toBe('$9.00');

    await user.click(screen.getByRole('button', { name: 'Decrease French Fries' }));
    expect(fries.getByTestId('line-quantity').textContent).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Decrease Cheesecake' }));
    expect(lines()).toHaveLength(1);
    expect(screen.queryByText('1. Cheesecake')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove French Fries' }));
    expect(lines()).toHaveLength(0);
    expect(screen.getByText('Cart is empty! Add items from the menu.')).toBeTruthy();
  });

  it('keeps the order being built across a reload of the tab, per tenant, until New', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));

    cleanup(); // the tab reloads
    await openPos();
    expect(lines()).toHaveLength(2);
    expect(within(lines()[0] as HTMLElement).getByTestId('line-quantity').textContent).toBe('2');
    expect(sessionStorage.getItem(posOrderKey('tenant-9'))).toContain('Cheesecake');

    cleanup(); // another store signed in on this tab starts empty
    await openPos('tenant-other');
    expect(lines()).toHaveLength(0);

    cleanup();
    await openPos();
    expect(lines()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(lines()).toHaveLength(0);
    expect(sessionStorage.getItem(posOrderKey('tenant-9'))).toBeNull();
    cleanup();
    await openPos();
    expect(lines()).toHaveLength(0);
  });

  it('prices a restored order by today’s menu and leaves out what is gone from it', async () => {
    const staleFries = { ...FRIES, title: 'Old Fries', price: 1 };
    const gone = { ...FRIES, id: 'gone', title: 'Gone Soup' };
    const line = (item: typeof FRIES, key: string) => ({
      key,
      item,
      quantity: 2,
      notes: null,
      variant: null,
      addons: [],
    });
    sessionStorage.setItem(
      posOrderKey('tenant-9'),
      JSON.stringify({
        cart: [line(staleFries, 'l1'), line(gone, 'l2')],
        customer: { type: 'WALKIN' },
        deliveryType: null,
        tableId: null,
        selectedQrOrder: null,
      }),
    );
    await openPos();
    expect(lines()).toHaveLength(1);
    const fries = within(lines()[0] as HTMLElement);
    expect(fries.getByText(/French Fries/)).toBeTruthy();
    expect(fries.getByTestId('line-total').textContent).toBe('$6.00');
    expect(
      await screen.findByText('1 item(s) are no longer on the menu and were left out of the order!'),
    ).toBeTruthy();
  });

  it('ignores a stored order it cannot read', async () => {
    sessionStorage.setItem(posOrderKey('tenant-9'), JSON.stringify({ cart: [{ key: 1 }], customer: null }));
    await openPos();
    expect(lines()).toHaveLength(0);
  });

  it('keeps notes to 100 characters with a counter', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Notes for French Fries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Notes' }));
    const input = dialog.getByRole('textbox') as HTMLInputElement;
    await user.type(input, 'x'.repeat(120));
    expect(input.value).toHaveLength(100);
    expect(dialog.getByTestId('notes-counter').textContent).toBe('100/100');
    expect(dialog.getByText('100 characters max')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'no salt{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('line-notes').textContent).toBe('Notes: no salt');
  });

  it('saves the cart to a draft on this device, lists, loads and deletes it', async () => {
    const user = userEvent.setup();
    await openPos();

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Cart is empty!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    const save = within(await screen.findByRole('dialog', { name: 'Save Cart Items to Drafts' }));
    await user.type(save.getByRole('textbox', { name: 'Reference' }), 'Table 4 Ann{Enter}');
    await waitFor(() => expect(lines()).toHaveLength(0));

    const stored = JSON.parse(localStorage.getItem(draftsKey('tenant-9')) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      nameRef: 'Table 4 Ann',
      cart: [{ quantity: 2, item: { id: 'fries' } }],
    });
    expect(typeof stored[0].date).toBe('string');

    await user.click(screen.getByRole('button', { name: 'Drafts List' }));
    const list = within(await screen.findByRole('dialog', { name: 'Drafts' }));
    const row = within(list.getByTestId('draft-row'));
    expect(row.getByText('Table 4 Ann')).toBeTruthy();
    expect(row.getByText(/^1 item · /)).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Load Table 4 Ann' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(within(lines()[0] as HTMLElement).getByTestId('line-quantity').textContent).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Drafts List' }));
    const again = within(await screen.findByRole('dialog', { name: 'Drafts' }));
    await user.click(again.getByRole('button', { name: 'Delete Table 4 Ann' }));
    expect(again.getByText('No drafts saved!')).toBeTruthy();
    expect(localStorage.getItem(draftsKey('tenant-9'))).toBeNull();
  });

  it('keeps drafts per tenant and clears them all after confirming', async () => {
    const user = userEvent.setup();
    const cart = [{ key: 'k', item: { id: 'cake' }, quantity: 1, notes: null, variant: null, addons: [] }];
    localStorage.setItem(draftsKey('other-tenant'), JSON.stringify([{ nameRef: 'Theirs', date: 'x', cart }]));
    localStorage.setItem(
      draftsKey('tenant-9'),
      JSON.stringify([
        { nameRef: 'Mine A', date: '2025-01-01T10:00:00.000Z', cart },
        { nameRef: 'Mine B', date: '2025-01-01T11:00:00.000Z', cart },
      ]),
    );
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Drafts List' }));
    const list = within(await screen.findByRole('dialog', { name: 'Drafts' }));
    expect(list.getAllByTestId('draft-row')).toHaveLength(2);
    expect(list.queryByText('Theirs')).toBeNull();

    await user.click(list.getByRole('button', { name: 'Clear All' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Clear all drafts' }));
    expect(confirm.getByText('Are you sure? This process is irreversible!')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(localStorage.getItem(draftsKey('tenant-9'))).toBeNull());
    expect(localStorage.getItem(draftsKey('other-tenant'))).not.toBeNull();
  });
});
