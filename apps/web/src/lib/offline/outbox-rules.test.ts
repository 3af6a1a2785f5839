import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { backoffDelay } from './backoff';
import { provisionalTokenOf, replayOutcome, statusStepsOf } from './outbox-rules';

describe('what a failed replay means for its entry', () => {
  const plain = {};
  const sentLive = { firstBody: { cart: [] } };

  it('tries again later when no answer came or the server struggles', () => {
    for (const status of [0, 500, 502, 503, 408, 429])
      expect(replayOutcome(new ApiError(status), plain)).toBe('retry');
    expect(replayOutcome(new TypeError('Failed to fetch'), plain)).toBe('retry');
  });

  it('waits for a sign-in when the session is gone, but not for an approval the action lacks', () => {
    expect(replayOutcome(new ApiError(401), plain)).toBe('sign-in');
    expect(replayOutcome(new ApiError(403), plain)).toBe('sign-in');
    expect(replayOutcome(new ApiError(403, 'A manager must approve', 'APPROVAL_REQUIRED'), plain)).toBe(
      'refused',
    );
  });

  it('reads the first body after a 422 only when a live send went out with the key', () => {
    expect(replayOutcome(new ApiError(422), sentLive)).toBe('first-body');
    expect(replayOutcome(new ApiError(422), plain)).toBe('refused');
  });

  it('keeps any other refusal for a manager', () => {
    for (const status of [400, 404, 409]) expect(replayOutcome(new ApiError(status), plain)).toBe('refused');
  });
});

describe('backoff and provisional tokens', () => {
  it('doubles from 2 s and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(0)).toBe(2_000);
  });

  it('names an offline order P-n', () => {
    expect(provisionalTokenOf(7)).toBe('P-7');
  });
});

describe("the kitchen's moves made offline", () => {
  it('become one step per move, Start Making before Complete, for the server items in cart order', () => {
    expect(statusStepsOf(['a', 'b', 'c', 'd'], ['completed', 'created', 'preparing'])).toEqual([
      { itemId: 'a', status: 'preparing' },
      { itemId: 'a', status: 'completed' },
      { itemId: 'c', status: 'preparing' },
    ]);
    expect(statusStepsOf(['a'])).toEqual([]);
  });
});
