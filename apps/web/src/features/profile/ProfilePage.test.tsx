import type { TProfile } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { getStoredUser } from '../../lib/session';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const profile: TProfile = {
  name: 'Sam Server',
  designation: 'Waiter',
  username: 'sam@example.com',
  role: 'staff',
  photo: null,
  phone: null,
  email: 'sam@example.com',
  scope: 'POS',
  hasPin: false,
  language: null,
};

describe('Profile page', () => {
  it('shows the profile and saves name and designation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/profile/update' ? { body: { message: 'Profile updated.' } } : { body: { user: profile } },
    );
    signIn(makeUser({ role: 'staff', scope: 'POS', name: 'Sam Server' }));
    renderApp('/dashboard/profile');

    expect(await screen.findByRole('heading', { name: 'Sam Server' })).toBeTruthy();
    // the details card's Save (the language card has its own)
    const details = within(
      screen.getByRole('heading', { name: 'Edit Profile' }).closest('div') as HTMLElement,
    );
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide name!')).toBeTruthy();

    await user.type(name, 'Samuel');
    await user.clear(screen.getByLabelText(/^Designation/));
    await user.type(screen.getByLabelText(/^Designation/), 'Head Waiter');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/profile/update'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ name: 'Samuel', designation: 'Head Waiter' });
    expect(getStoredUser()?.name).toBe('Samuel');
  });

  it('changes the password', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/profile/change-password'
        ? { body: { message: 'Password changed, other devices have been logged out.' } }
        : { body: { user: profile } },
    );
    signIn(makeUser({ role: 'staff' }));
    renderApp('/dashboard/profile');
    await user.type(await screen.findByLabelText(/^Current Password/), 'old-password');
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long!')).toBeTruthy();

    await user.type(screen.getByLabelText(/^New Password/), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed, other devices have been logged out.')).toBeTruthy();
    const change = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/profile/change-password'));
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({
      currentPassword: 'old-password',
      newPassword: 'short-but-longer',
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Current Password/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('keeps the language on the server and speaks it at once (issue 24)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/profile/update'
        ? { body: { message: 'Profil aktualisiert.' } }
        : { body: { user: profile, storeLanguage: 'fr' } },
    );
    signIn(makeUser({ role: 'staff' }));
    renderApp('/dashboard/profile');
    const heading = await screen.findByRole('heading', { name: 'Language' });
    const card = within(heading.closest('div') as HTMLElement);
    const select = card.getByLabelText('Language of your screens') as HTMLInputElement;
    // a user without a language of their own follows the store's, named in its own words
    expect(select.value).toBe("The store's language (Français)");
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('heading', { name: 'Profil', level: 1 })).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/profile/update'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({
      name: 'Sam Server',
      designation: 'Waiter',
      language: 'de',
    });
    expect(getStoredUser()?.language).toBe('de');
  });
});

afterEach(async () => {
  await setLanguage('en');
});
