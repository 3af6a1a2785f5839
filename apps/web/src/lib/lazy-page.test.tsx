import staffTexts from 'virtual:opentab-catalogs/staff-first';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllTexts, loadCatalogsFrom, setLanguage, t } from './i18n';
import { firstLoadChunk, lazyDialog, pageChunk } from './lazy-page';

/*
 * Issue 24: a build splits the staff app's catalog in two (build/catalogs.ts): the texts its first load writes,
 * fetched before it draws, and the rest, fetched after. Here German's parts are made by hand, the second one
 * held back until a test lets it arrive: a lazy page or dialog must wait for it, never show its English.
 */
const FIRST_TEXT = 'Send to Kitchen';
const LATER_TEXT = 'Stock Movements';

function germanInTwoParts() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((done) => {
    arrive = done;
  });
  loadCatalogsFrom(
    { de: async () => ({ default: { [FIRST_TEXT]: 'An die Küche senden' } }) },
    { de: async () => arrived.then(() => ({ default: { [LATER_TEXT]: 'Lagerbewegungen' } })) },
  );
  return arrive;
}

function LaterPage() {
  return <h1>{t(LATER_TEXT)}</h1>;
}

afterEach(async () => {
  loadCatalogsFrom(staffTexts);
  await act(() => setLanguage('en'));
});

describe("a lazy screen in another language while the catalog's second part is on its way", () => {
  it('a page waits for it and draws translated, while the first load draws at once', async () => {
    const arrive = germanInTwoParts();
    await setLanguage('de');
    expect(t(FIRST_TEXT)).toBe('An die Küche senden');
    void loadAllTexts();

    const frame = await firstLoadChunk(async () => ({ Frame: LaterPage }), 'Frame')();
    expect(frame).toBe(LaterPage);
    let loaded = false;
    const page = pageChunk(async () => ({ LaterPage }), 'LaterPage')().then((component) => {
      loaded = true;
      return component;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);

    arrive();
    const Page = await page;
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Lagerbewegungen' })).toBeTruthy();
    expect(t(FIRST_TEXT)).toBe('An die Küche senden');
  });

  it('a dialog shows nothing until then, never its English', async () => {
    const arrive = germanInTwoParts();
    await setLanguage('de');
    const Dialog = lazyDialog(async () => ({ LaterPage }), 'LaterPage');
    render(<Dialog />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading')).toBeNull();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Lagerbewegungen' })).toBeTruthy();
    expect(screen.queryByText(LATER_TEXT)).toBeNull();
  });

  it('a language chosen afterwards comes whole', async () => {
    const arrive = germanInTwoParts();
    arrive();
    await loadAllTexts();
    await setLanguage('de');
    expect(t(LATER_TEXT)).toBe('Lagerbewegungen');
  });
});
