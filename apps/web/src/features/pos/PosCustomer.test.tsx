import { POS_MSG } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

type TAnswers = Parameters<typeof posAnswers>[1];

async function openSearch(answers: TAnswers) {
  const user = userEvent.setup();
  const fetchMock = mockFetch(posAnswers(makePosInit(), answers));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await user.click(await screen.findByRole('button', { name: 'Customer: WALKIN CUSTOMER' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Search Customer' }));
  const input = dialog.getByRole('textbox', { name: 'Search by phone or name' });
  return { user, fetchMock, dialog, input };
}

const SEARCH = '/customers/search-by-phone-name/search';

describe('POS customer', () => {
  it('needs a search term, picks a result as CUSTOMER and clears back to WALKIN', async () => {
    const { user, fetchMock, dialog, input } = await openSearch({
      [SEARCH]: { body: [{ name: 'Ann Lee', phone: '555 0101' }] },
    });
    await user.type(input, '   {Enter}');
    expect(await dialog.findByText(POS_MSG.searchTermRequired)).toBeTruthy();

    await user.type(input, ' ann ');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    await user.click(await dialog.findByRole('button', { name: /Ann Lee/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('customer-name').textContent).toBe('Ann Lee (555 0101)');
    const searchCall = fetchMock.mock.calls.find(([url]) => String(url).includes(SEARCH));
    expect(String(searchCall?.[0])).toBe(`/api/v1${SEARCH}?q=ann`);

    await user.click(screen.getByRole('button', { name: 'Clear customer' }));
    expect(screen.getByTestId('customer-name').textContent).toBe('WALKIN CUSTOMER');
  });

  it('says when nothing is found and when the search fails', async () => {
    let fail = false;
    const { user, dialog, input } = await openSearch({
      [SEARCH]: () => (fail ? { status: 500 } : { body: [] }),
    });
    // the field stops at the server's limit, so its "at most 100 characters" refusal cannot happen
    expect(input.getAttribute('maxlength')).toBe('100');
    await user.type(input, 'zed{Enter}');
    expect(await dialog.findByText('No result found!')).toBeTruthy();
    fail = true;
    await user.type(input, 'x{Enter}');
    expect(await dialog.findByText('Something went wrong! Try later!')).toBeTruthy();
  });

  it("adds a customer with the spec's messages and picks the new one", async () => {
    const { user, fetchMock, dialog } = await openSearch({
      '/customers/add': {
        body: { message: 'Customer added!' },
      },
    });
    await user.click(dialog.getByRole('button', { name: 'New Customer' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Customer' }));
    const phone = add.getByRole('textbox', { name: /^Phone/ });

    await user.click(add.getByRole('button', { name: 'Save' }));
    expect(await add.findByText("Please Provide Customer's Phone!")).toBeTruthy();
    expect(add.getByText("Please Provide Customer's Name!")).toBeTruthy();
    expect(document.activeElement).toBe(phone);

    await user.type(phone, 'call me');
    await user.type(add.getByRole('textbox', { name: /^Name/ }), 'Bo');
    await user.type(add.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(add.getByRole('button', { name: 'Save' }));
    expect(await add.findByText('Please provide valid phone no.!')).toBeTruthy();
    expect(add.getByText('Please Provide Valid Email!')).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, '+1 (555) 0199 ext 234');
    await user.clear(add.getByRole('textbox', { name: /^Email/ }));
    await user.click(add.getByRole('button', { name: 'Save' }));
    expect(await add.findByText('Please provide valid phone no.!')).toBeTruthy(); // 21 characters

    await user.clear(phone);
    await user.type(phone, '+1 (555) 0199{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('customer-name').textContent).toBe('Bo (+1 (555) 0199)');
    const addCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/customers/add'));
    expect(JSON.parse(String(addCall?.[1]?.body))).toEqual({
      phone: '+1 (555) 0199',
      name: 'Bo',
      email: null,
      birthDate: null,
      gender: null,
    });
  });

  it('refuses a birth date in the future and shows a server conflict', async () => {
    const { user, dialog } = await openSearch({
      '/customers/add': { status: 409, body: { message: 'Customer with this phone already exists!' } },
    });
    await user.click(dialog.getByRole('button', { name: 'New Customer' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Customer' }));
    await user.type(add.getByRole('textbox', { name: /^Phone/ }), '5550101');
    await user.type(add.getByRole('textbox', { name: /^Name/ }), 'Ann');
    const birth = add.getByLabelText('Birth Date');
    await user.type(birth, '2999-01-01');
    await user.click(add.getByRole('button', { name: 'Save' }));
    expect(await add.findByText("Birth date can't be in the future!")).toBeTruthy();

    await user.clear(birth);
    await user.click(add.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer with this phone already exists!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Customer' })).toBeTruthy();
  });
});
