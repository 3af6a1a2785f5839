import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  type TMember,
  type TMemberDetailResponse,
} from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.restoreAllMocks());

/*
 * Issue 27: the Members screens, the list with balances searched by name or phone and a member's history with
 * an adjustment that asks a manager when the server says so.
 */

const ann: TMember = {
  id: 'c1',
  name: 'Ann Lee',
  phone: '555 0101',
  points: 120,
  memberSince: '2026-11-01T10:00:00.000Z',
};
const detail: TMemberDetailResponse = {
  ...ann,
  isMember: 1,
  email: null,
  history: [
    {
      id: 'p2',
      kind: 'redeem',
      points: -10,
      invoiceId: 'i2',
      invoiceNumber: '2',
      note: '',
      createdBy: 'Ada Owner',
      createdAt: '2026-11-02T10:00:00.000Z',
    },
    {
      id: 'p1',
      kind: 'earn',
      points: 130,
      invoiceId: 'i1',
      invoiceNumber: '1',
      note: '',
      createdBy: 'Ada Owner',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};
const page = { 'X-Total-Count': '1', 'X-Has-More': 'false' };

describe('Members screens (issue 27)', () => {
  it('lists members with their points and searches by name or phone', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path.startsWith('/members')) {
        const search = new URLSearchParams(path.split('?')[1]).get('search');
        return { body: search === 'zed' ? [] : [ann], headers: page };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/members');
    const table = within(await screen.findByRole('table', { name: 'Members' }));
    expect(table.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/dashboard/members/c1');
    expect(table.getByText('120 points')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search by name or phone' }), 'zed');
    expect(await screen.findByText('No members match this search.')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/members?search=zed');
  });

  it("shows a member's history and adjusts points with a manager's approval when asked", async () => {
    const user = userEvent.setup();
    const adjustments: unknown[] = [];
    mockFetch((path, init) => {
      if (path === '/members/c1') return { body: detail };
      if (path === '/members/c1/adjust') {
        const body = JSON.parse(String(init.body));
        adjustments.push(body);
        return body.approval
          ? { body: { message: 'Points adjusted.' } }
          : { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE } };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'MEMBERSHIP' }));
    renderApp('/dashboard/members/c1');
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(screen.getByTestId('member-points').textContent).toBe('120 points');
    const history = within(screen.getByRole('table', { name: 'Points history' }));
    const [redeemed, earned] = history.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(redeemed).getByText('Redeemed')).toBeTruthy();
    expect(within(redeemed).getByText('-10')).toBeTruthy();
    expect(within(earned).getByText('+130')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    await user.type(screen.getByRole('textbox', { name: 'Points to add (negative to take off)' }), '25');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Birthday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const approval = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    await user.type(approval.getByRole('textbox', { name: /Manager username/ }), 'max@example.com');
    await user.type(approval.getByLabelText(/^PIN/), '2468');
    await user.click(approval.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(adjustments).toHaveLength(2));
    expect(adjustments).toEqual([
      { points: 25, reason: 'Birthday' },
      { points: 25, reason: 'Birthday', approval: { username: 'max@example.com', pin: '2468' } },
    ]);
  });
});
