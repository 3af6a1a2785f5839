import axe, { type AxeResults, type ImpactValue } from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The impacts issue 13 forbids on every screen; minor and moderate findings are not counted. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** The API calls each checked page has in flight (the Socket.IO transport aside, which never goes quiet). */
const pendingRequests = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): Set<Request> {
  let pending = pendingRequests.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => {
      if (!request.url().includes('/socket.io/')) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    pendingRequests.set(page, requests);
    pending = requests;
  }
  return pending;
}

/**
 * Waits until a screen has stopped changing: no request in flight (the page's load, then whatever a click
 * fetched), no loading skeleton, loader or "Please wait...", and no transition still running (a dialog fading in
 * is half transparent, which axe would read as low contrast). Endless animations (a spinner) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  const pending = trackRequests(page);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => pending.size, { timeout: 10_000 }).toBe(0);
  const isStill = () =>
    page.waitForFunction(() => {
      const isLoading =
        document.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root') !== null ||
        document.body.innerText.includes('Please wait...');
      const isMoving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
      return !isLoading && !isMoving;
    });
  // Twice, a moment apart: a dialog that has just mounted starts its transition a frame later, so a single
  // look can fall between the two and let axe read the dialog half transparent.
  await isStill();
  await page.waitForTimeout(150);
  await isStill();
}

/** One line per failing rule: id, impact, what it asks, and the selectors of the elements that fail it. */
function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const detail = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? '';
      return `    ${node.target.join(' ')}${detail ? ` — ${detail}` : ''}`;
    });
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
  });
}

/**
 * Runs axe-core (every rule of its default set) on the page as it is now and fails the test with a readable
 * list when any finding is serious or critical. axe is evaluated through the DevTools protocol rather than a
 * script tag, so the app's Content-Security-Policy (script-src 'self') does not have to be loosened for it.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  const blocking = violations.filter((violation) => BLOCKING.includes(violation.impact ?? 'minor'));
  // soft: the test goes on to its next screen, so one run lists every screen's findings
  expect.soft(describeViolations(blocking), `${label}: serious or critical axe violations`).toEqual([]);
}
