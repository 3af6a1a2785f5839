import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../../test/media';
import { makeUser, renderApp, signIn } from '../../test/render';

function sidebar() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function sidebarLabels(): string[] {
  return within(sidebar())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '');
}

describe('business layout', () => {
  it('shows the admin every link, including Users', async () => {
    signIn(makeUser({ role: 'admin', name: 'Ada Owner', designation: 'Owner' }));
    renderApp('/dashboard/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'POS',
      'Orders',
      'Shift',
      'Kitchen',
      'Reservations',
      'Customers',
      // issue 27: membership
      'Members',
      'Inventory',
      'Invoices',
      'Users',
      'Reports',
      // issue 27: guests' feedback
      'Feedback',
      'Z Reports',
      'Audit Log',
      'Settings',
    ]);
    const nav = within(sidebar());
    expect(nav.getByText('Offerings')).toBeTruthy();
    expect(nav.getByText('Back Office')).toBeTruthy();
    expect(nav.getByText('Ada Owner')).toBeTruthy();
    expect(nav.getByText('ADMIN')).toBeTruthy();
    expect(nav.getByText('Owner')).toBeTruthy();
  });

  it('hides Users from staff with SETTINGS in the sidebar but offers it in the page search', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ role: 'staff', scope: 'SETTINGS' }));
    renderApp('/dashboard/profile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sidebarLabels()).toEqual(['Settings']);
    expect(within(sidebar()).queryByText('Offerings')).toBeNull();
    expect(within(sidebar()).getByText('STAFF')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Users' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Devices' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Profile' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Support' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'POS' })).toBeNull();
    expect(within(dialog).getByText('Press ESC key or click X button to close')).toBeTruthy();
  });

  it('filters the page search by the typed text and opens the page on Enter', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ role: 'admin' }));
    const router = renderApp('/dashboard/profile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.keyDown(document.documentElement, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('textbox', { name: 'Search pages' });
    await user.type(input, 'kitch');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Kitchen' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Orders' })).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/kitchen'));
  });

  it('closes the page search with the X button', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: /Search/ }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('remembers the collapsed sidebar on the device', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('opentab_sidebar_collapsed')).toBe('true');
    expect(within(sidebar()).queryByText('Offerings')).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  describe('on a 768–1199 px tablet', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** Only the "narrower than 1200 px" query matches: a tablet, not a phone. */
    const useTabletScreen = () => stubScreen((query) => query.includes('74.99em'));

    it('keeps the sidebar open on the back office', async () => {
      useTabletScreen();
      signIn(makeUser({ role: 'admin' }));
      renderApp('/dashboard/profile');
      await screen.findByRole('button', { name: 'Collapse sidebar' });
      expect(within(sidebar()).getByText('Offerings')).toBeTruthy();
    });

    it('shows icons only on the POS, and opens there for this visit without changing the saved choice', async () => {
      useTabletScreen();
      const user = userEvent.setup();
      signIn(makeUser({ role: 'admin' }));
      renderApp('/dashboard/pos');
      const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
      expect(within(sidebar()).queryByText('Offerings')).toBeNull();
      await user.click(expand);
      expect(within(sidebar()).getByText('Offerings')).toBeTruthy();
      expect(localStorage.getItem('opentab_sidebar_collapsed')).toBe('false');
    });
  });
});
