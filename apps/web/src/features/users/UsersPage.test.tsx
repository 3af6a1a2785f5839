import { MSG, type TUserResponse, USER_MSG } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';
import { LOAD_USERS_FAILED } from './UsersPage';

const admin: TUserResponse = {
  username: 'ada@example.com',
  name: 'Ada Owner',
  role: 'admin',
  photo: null,
  designation: null,
  phone: null,
  email: 'ada@example.com',
  scope: '',
  hasPin: false,
  language: null,
};
const cashier: TUserResponse = {
  username: 'casey@example.com',
  name: 'Casey',
  role: 'staff',
  photo: null,
  designation: 'Cashier',
  phone: '5550100',
  email: 'casey@example.com',
  scope: 'POS,ORDERS',
  hasPin: true,
  language: null,
};

const cardOf = async (name: string) =>
  (await screen.findAllByTestId('user-card')).find((card) => within(card).queryByText(name)) as HTMLElement;

describe('Users page', () => {
  it('shows cards, and no Edit, Reset or Delete on the admin', async () => {
    mockFetch(() => ({ body: [admin, cashier] }));
    signIn(makeUser());
    renderApp('/dashboard/users');
    const adminCard = await cardOf('Ada Owner');
    expect(within(adminCard).getByText('ADMIN')).toBeTruthy();
    expect(within(adminCard).queryByRole('button')).toBeNull();
    const staffCard = await cardOf('Casey');
    for (const text of ['casey@example.com', 'Cashier', '5550100', 'POS', 'ORDERS']) {
      expect(within(staffCard).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const name of ['Edit User', 'Reset Password', 'Delete User']) {
      expect(within(staffCard).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('checks Add New User with the spec messages, then sends the picked scopes', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/users/add' ? { body: { message: USER_MSG.added } } : { body: [admin] },
    );
    signIn(makeUser());
    renderApp('/dashboard/users');
    await cardOf('Ada Owner');
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(USER_MSG.provideName)).toBeTruthy();
    expect(within(dialog).getByText(MSG.provideUsername)).toBeTruthy();
    expect(within(dialog).getByText(MSG.providePassword)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Casey');
    await user.type(within(dialog).getByLabelText(/^Username/), 'casey');
    await user.type(within(dialog).getByLabelText(/^Password/), 'correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideValidEmail)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/users/add');

    await user.type(within(dialog).getByLabelText(/^Username/), '@example.com');
    const pos = within(within(dialog).getByRole('group', { name: 'POS and orders' })).getByLabelText('POS');
    await user.click(pos);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MSG.added)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/add'));
    expect(bodyOf(add?.[1])).toEqual({
      name: 'Casey',
      username: 'casey@example.com',
      password: 'correct-horse-1',
      designation: null,
      phone: null,
      email: null,
      userScopes: ['POS'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('updates a user with the username read-only, resets a password and asks before a delete', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path, init) => {
      if (path.startsWith('/users/update/')) return { body: { message: USER_MSG.updated } };
      if (path.startsWith('/users/update-password/')) return { body: { message: USER_MSG.passwordReset } };
      if (init.method === 'DELETE') return { status: 403, body: { message: USER_MSG.adminLocked } };
      return { body: [admin, cashier] };
    });
    signIn(makeUser());
    renderApp('/dashboard/users');

    await user.click(within(await cardOf('Casey')).getByRole('button', { name: 'Edit User' }));
    const edit = await screen.findByRole('dialog', { name: 'Update User' });
    expect((within(edit).getByLabelText(/^Username/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(edit).getByLabelText('ORDERS') as HTMLInputElement).checked).toBe(true);
    await user.click(within(edit).getByLabelText('ORDERS'));
    await user.click(within(edit).getByLabelText('REPORTS'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MSG.updated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/users/update/casey%40example.com'),
    );
    expect(bodyOf(update?.[1])).toMatchObject({ name: 'Casey', userScopes: ['POS', 'REPORTS'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await cardOf('Casey')).getByRole('button', { name: 'Reset Password' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.click(within(reset).getByRole('button', { name: 'Save' }));
    expect(await within(reset).findByText(USER_MSG.provideNewPassword)).toBeTruthy();
    await user.type(within(reset).getByLabelText(/^New Password/), 'battery-staple-2{Enter}');
    expect(await screen.findByText(USER_MSG.passwordReset)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await cardOf('Casey')).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Are you sure! This process is irreversible!')).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(USER_MSG.adminLocked)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/users/delete/casey%40example.com');
  });

  it('shows the load error and the fallback message', async () => {
    const user = userEvent.setup();
    let failList = true;
    mockFetch((path) => {
      if (path === '/users') return failList ? { status: 500, body: {} } : { body: [admin, cashier] };
      return { status: 500, body: {} };
    });
    signIn(makeUser());
    renderApp('/dashboard/users');
    expect(await screen.findByText(LOAD_USERS_FAILED)).toBeTruthy();
    failList = false;
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    await user.click(within(await cardOf('Casey')).getByRole('button', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.somethingWrong)).toBeTruthy();
  });
});
