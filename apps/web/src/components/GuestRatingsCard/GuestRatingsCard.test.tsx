import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_SUMMARY } from '../../test/feedback-fixtures';
import { calledPaths, mockFetch, renderWithProviders } from '../../test/render';
import { GuestRatingsCard } from './GuestRatingsCard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guest ratings card', () => {
  it("reads its filter's summary: the average, how many, each rating and the counts", async () => {
    const fetchMock = mockFetch(() => ({ body: FEEDBACK_SUMMARY }));
    renderWithProviders(<GuestRatingsCard filter={{ type: 'last_7days' }} subtitle="Last 7 Days" />);
    const card = screen.getByTestId('guest-ratings');
    expect((await within(card).findByTestId('feedback-average')).textContent).toBe('3.0');
    expect(within(card).getByText('3 reviews')).toBeTruthy();
    expect(within(card).getByLabelText('Would recommend: 2.7 out of 5')).toBeTruthy();
    expect(within(card).getByTestId('feedback-count-worst').textContent).toBe('Worst: 1');
    expect(calledPaths(fetchMock)).toEqual(['GET /api/v1/feedback/summary?type=last_7days']);
  });

  it('says when the period has no feedback', async () => {
    mockFetch(() => ({ body: { ...FEEDBACK_SUMMARY, feedbackCount: 0, averageRating: 0 } }));
    renderWithProviders(<GuestRatingsCard filter={{ type: 'today' }} />);
    expect(await screen.findByText('No feedback in this period.')).toBeTruthy();
  });
});
