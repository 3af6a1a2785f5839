import type { TDevice } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const device = (id: string, isMyDevice: boolean): TDevice => ({
  device_id: id,
  device_name: `Chrome on ${id}`,
  device_ip: '10.0.0.1',
  device_location: null,
  created_at: '2025-01-02T10:00:00.000Z',
  isMyDevice,
  displayUser: null,
});

describe('Devices page', () => {
  it('lists devices, marks this one and removes another after confirming', async () => {
    const user = userEvent.setup();
    let devices = [device('laptop', true), device('tablet', false)];
    const fetchMock = mockFetch((path, init) => {
      if (path === '/auth/remove-device') {
        const { device_id } = JSON.parse(String(init.body));
        devices = devices.filter((d) => d.device_id !== device_id);
        return { body: { message: 'Device removed, it will be logged out.' } };
      }
      return { body: devices };
    });
    signIn(makeUser());
    renderApp('/dashboard/devices');

    const cards = await screen.findAllByTestId('device-card');
    expect(cards).toHaveLength(2);
    const [mine, other] = cards as [HTMLElement, HTMLElement];
    expect(within(mine).getByText('This Device')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(other).getByText('Created At')).toBeTruthy();

    await user.click(within(other).getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Are you sure! This device will be logged out!')).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Device removed, it will be logged out.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('device-card')).toHaveLength(1));
    const removal = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/remove-device'));
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ device_id: 'tablet' });
  });

  it("names the store's wall screens the admin sees, each removable (issue 26)", async () => {
    mockFetch(() => ({
      body: [device('laptop', true), { ...device('lobby-tv', false), displayUser: 'Lobby TV' }],
    }));
    signIn(makeUser());
    renderApp('/dashboard/devices');
    const cards = await screen.findAllByTestId('device-card');
    const tv = cards.find((card) => within(card).queryByTestId('device-screen')) as HTMLElement;
    expect(within(tv).getByTestId('device-screen').textContent).toBe('Screen: Lobby TV');
    expect(within(tv).getByRole('button', { name: /Remove/ })).toBeTruthy();
    expect(screen.getAllByTestId('device-screen')).toHaveLength(1);
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500 }));
    signIn(makeUser());
    renderApp('/dashboard/devices');
    expect(await screen.findByText('Error loading devices, Please try later!')).toBeTruthy();
  });
});
