import { FEEDBACK_MSG, type TPublicFeedbackResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { CODE, renderAt } from '../test/qr-fixtures';

const TOKEN = 'Tok3nTok3nTok3nTok3nTo';
const feedbackUrl = `/m/${CODE}/feedback/${TOKEN}`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const page = (changes: Partial<TPublicFeedbackResponse> = {}): TPublicFeedbackResponse => ({
  storeName: 'Harbour Cafe',
  image: null,
  brandColor: null,
  visitedAt: '2026-11-27T19:30:00.000Z',
  timeZone: 'UTC',
  isFeedbackGiven: false,
  ...changes,
});

/** Answers the page's two calls; records what was sent. */
function fakeFeedbackApi(options: { page?: () => Response; send?: () => Response } = {}) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') return options.send?.() ?? json(200, { message: FEEDBACK_MSG.thanks });
    return options.page?.() ?? json(200, page());
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    sent: () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) })),
  };
}

async function openPage() {
  renderAt(feedbackUrl);
  await screen.findByRole('heading', { name: 'Rate your visit' });
}

const group = (question: string) => screen.getByRole('group', { name: question });

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe('the public feedback page', () => {
  it('asks five ratings as radio groups, a comment and optional details, and sends them once', async () => {
    const user = userEvent.setup();
    const api = fakeFeedbackApi();
    await openPage();
    expect(screen.getByText('Harbour Cafe')).toBeTruthy();
    expect(screen.getByText(/November 27, 2026/)).toBeTruthy();
    const questions = [
      'How was the food?',
      'How was the service?',
      'How was the ambience?',
      'How friendly were the staff?',
      'Would you recommend us to a friend?',
    ];
    for (const question of questions) {
      expect(within(group(question)).getAllByRole('radio')).toHaveLength(5);
    }
    await user.click(within(group('How was the food?')).getByRole('radio', { name: '5 stars' }));
    await user.click(within(group('How was the service?')).getByRole('radio', { name: '4 stars' }));
    await user.click(within(group('How was the ambience?')).getByRole('radio', { name: '3 stars' }));
    await user.click(within(group('How friendly were the staff?')).getByRole('radio', { name: '1 star' }));
    // one group's radios share a name, so the browser's arrow keys move within it (the browser test presses them)
    const recommend = within(group('Would you recommend us to a friend?'));
    expect(new Set(recommend.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).size).toBe(1);
    await user.click(recommend.getByRole('radio', { name: '5 stars' }));
    expect((recommend.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group('How was the food?')).getByText('Loved')).toBeTruthy();

    await user.type(screen.getByLabelText('Comment (optional)'), 'Great burger');
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy();
    expect(api.sent()).toEqual([
      {
        url: `/api/v1/qrmenu/${CODE}/feedback`,
        body: {
          invoiceId: TOKEN,
          food_quality: 5,
          service: 4,
          ambiance: 3,
          staff_behavior: 1,
          recommend: 5,
          remarks: 'Great burger',
          name: 'Ana',
          phone: '',
          email: 'ana@example.com',
          birthdate: '',
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Menu' }).getAttribute('href')).toBe(`/m/${CODE}`);
  });

  it('sends nothing until every rating is given, and says which is missing', async () => {
    const user = userEvent.setup();
    const api = fakeFeedbackApi();
    await openPage();
    await user.click(within(group('How was the food?')).getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give every rating before sending.');
    expect(group('How was the service?').getAttribute('aria-invalid')).toBe('true');
    expect(group('How was the food?').getAttribute('aria-invalid')).toBeNull();
    // the first missing group takes the focus
    expect(document.activeElement?.closest('fieldset')).toBe(group('How was the service?'));
    expect(api.sent()).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    fakeFeedbackApi({ send: () => json(400, { message: 'Enter a valid email address.' }) });
    await openPage();
    for (const question of [
      'How was the food?',
      'How was the service?',
      'How was the ambience?',
      'How friendly were the staff?',
      'Would you recommend us to a friend?',
    ]) {
      await user.click(within(group(question)).getByRole('radio', { name: '3 stars' }));
    }
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeTruthy();
  });

  it('says so when the visit was already rated, before and after sending', async () => {
    fakeFeedbackApi({ page: () => json(200, page({ isFeedbackGiven: true })) });
    renderAt(feedbackUrl);
    expect(await screen.findByRole('heading', { name: 'Feedback already sent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('shows a broken link for an unknown token and not available for a store that takes none', async () => {
    fakeFeedbackApi({ page: () => json(404, { message: 'Not found!' }) });
    const first = renderAt(feedbackUrl);
    expect(await screen.findByText('This feedback link is not valid.')).toBeTruthy();
    first.unmount();
    fakeFeedbackApi({ page: () => json(404, { message: FEEDBACK_MSG.notAvailable }) });
    renderAt(feedbackUrl);
    expect(await screen.findByRole('heading', { name: FEEDBACK_MSG.notAvailable })).toBeTruthy();
  });

  it('speaks Arabic right to left, with its questions and stars', async () => {
    fakeFeedbackApi();
    await act(() => setLanguage('ar'));
    renderAt(feedbackUrl);
    expect(await screen.findByRole('heading', { name: 'قيّم زيارتك' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(group('كيف كان الطعام؟')).getByRole('radio', { name: 'نجمة واحدة' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'إرسال التقييم' })).toBeTruthy());
  });
});
