import { vi } from 'vitest';

/** A media query answer as jsdom lacks them: `matches` as told, listeners that never fire. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A screen on which the media queries `matches` picks match (undone by vi.unstubAllGlobals). */
export function stubScreen(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, matches(query)));
}
