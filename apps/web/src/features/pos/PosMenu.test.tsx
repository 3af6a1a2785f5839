import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

async function openPos() {
  mockFetch(posAnswers(makePosInit()));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
}

const cardTitles = () =>
  screen.getAllByTestId('menu-item-card').map((card) => within(card).getAllByText(/\w/)[0]?.textContent);

describe('POS menu', () => {
  it('shows a skeleton until the data arrives, then the header and the cards', async () => {
    let answer: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const init = makePosInit();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await ready;
        return new Response(JSON.stringify(init), { status: 200 });
      }),
    );
    signIn(makeUser());
    renderApp('/dashboard/pos');
    expect(await screen.findByTestId('pos-skeleton')).toBeTruthy();
    answer?.();
    const cards = await screen.findAllByTestId('menu-item-card');
    expect(screen.queryByTestId('pos-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Point of Sale' })).toBeTruthy();
    for (const name of ['New', 'QR Menu Orders', 'Drafts List']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Table Orders' }).getAttribute('href')).toBe('/dashboard/orders');
    expect(screen.queryByTestId('qr-order-count')).toBeNull();
    expect(screen.getByTestId('customer-name').textContent).toBe('WALKIN CUSTOMER');

    const latte = within(cards[0] as HTMLElement);
    expect(latte.getByText('Caffe Latte')).toBeTruthy();
    expect(latte.getByText('$4.00')).toBeTruthy();
    expect(latte.getByText('Coffee')).toBeTruthy();
    expect(latte.getByText('2 variants')).toBeTruthy();
    expect(latte.getByText('2 addons')).toBeTruthy();
  });

  it('searches titles trimmed and ignoring case', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.type(screen.getByRole('textbox', { name: 'Search items' }), '  FRIES ');
    expect(cardTitles()).toEqual(['French Fries']);
    await user.clear(screen.getByRole('textbox', { name: 'Search items' }));
    await user.type(screen.getByRole('textbox', { name: 'Search items' }), 'e');
    expect(cardTitles()).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Search items' }), 'zz');
    expect(screen.getByText('No items found!')).toBeTruthy();
  });

  it('filters by category, and All shows every item again', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(dialog.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Desserts', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Cheesecake']));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(again.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    await user.click(again.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it('adds an item without options straight to the cart', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const line = within(screen.getByTestId('cart-line'));
    expect(line.getByText('1. French Fries')).toBeTruthy();
    expect(line.getByTestId('line-unit').textContent).toBe('1 x $3.00');
    expect(line.getByTestId('line-total').textContent).toBe('$3.00');
  });

  it('adds an item with options: the variant replaces the base price and addons add to it', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add Caffe Latte' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Select Variant & Addons' }));
    // The first variant is preselected.
    expect((dialog.getByRole('radio', { name: 'Small ($3.50)' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByTestId('options-unit-price').textContent).toBe('$3.50');
    await user.click(dialog.getByRole('radio', { name: 'Large ($5.00)' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Oat Milk (+$0.60)' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Extra Shot (+$0.80)' }));
    expect(dialog.getByTestId('options-unit-price').textContent).toBe('$6.40');
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const line = within(screen.getByTestId('cart-line'));
    expect(line.getByText('Large')).toBeTruthy();
    expect(line.getByText('+ Oat Milk, Extra Shot')).toBeTruthy();
    expect(line.getByTestId('line-unit').textContent).toBe('1 x $6.40');
  });
});
