import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_SUMMARY, makeFeedbackEntry } from '../../test/feedback-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const older = makeFeedbackEntry({
  id: 'f2',
  invoice_id: 'inv2',
  invoiceNumber: 'R-9',
  food_quality: 1,
  service: 1,
  ambiance: 1,
  staff_behavior: 1,
  recommend: 1,
  remarks: '',
  name: null,
  email: null,
  overallRating: 1,
  created_at: '2026-11-25T12:00:00.000Z',
});

function answer(path: string) {
  if (path.startsWith('/feedback/summary')) return { body: FEEDBACK_SUMMARY };
  if (path.startsWith('/feedback/search'))
    return { body: path.includes('q=slow') ? [makeFeedbackEntry()] : [] };
  if (path.startsWith('/feedback/filter'))
    return { body: path.includes('type=today') ? [] : [makeFeedbackEntry(), older] };
  return { status: 404, body: { message: 'Not found!' } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Feedback page', () => {
  it("shows the last 7 days' counts, averages and entries, each linking to its invoice", async () => {
    const fetchMock = mockFetch(answer);
    signIn(makeUser({ role: 'staff', scope: 'REPORTS' }));
    renderApp('/dashboard/feedback');
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeTruthy();
    const entries = await screen.findAllByTestId('feedback-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Lovely burger, slow drinks.')).toBeTruthy();
    expect(within(entries[0]!).getByText('5 out of 5')).toBeTruthy();
    expect(within(entries[1]!).getByText('No comment')).toBeTruthy();
    const links = screen.getAllByTestId('feedback-invoice-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Invoice No. R-12', '/dashboard/invoices?q=inv1'],
      ['Invoice No. R-9', '/dashboard/invoices?q=inv2'],
    ]);
    const ratings = screen.getByTestId('guest-ratings');
    expect(within(ratings).getByTestId('feedback-average').textContent).toBe('3.0');
    expect(within(ratings).getByTestId('feedback-count-loved').textContent).toBe('Loved: 1');
    expect(within(ratings).getByLabelText('Staff friendliness: 3.3 out of 5')).toBeTruthy();
    expect(calledPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/feedback/summary?type=last_7days',
        'GET /api/v1/feedback/filter?type=last_7days',
      ]),
    );
  });

  it('searches a trimmed term, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(makeUser());
    renderApp('/dashboard/feedback');
    await screen.findAllByTestId('feedback-entry');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '  slow  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /api/v1/feedback/search?q=slow'));
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(1));
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No feedback matches your search.')).toBeTruthy();
  });

  it('is not open to staff without the reports or invoices scope', async () => {
    mockFetch(answer);
    signIn(makeUser({ role: 'staff', scope: 'KITCHEN' }));
    renderApp('/dashboard/feedback');
    await waitFor(() => expect(window.location.pathname).not.toBe('/dashboard/feedback'));
  });
});
