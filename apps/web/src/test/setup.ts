import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { deleteCookie } from '../lib/cookies';
import { closeOfflineDb } from '../lib/offline/offline-db';
import { fakeMediaQueryList } from './media';

// No socket in component tests: every screen (the business layout listens for session changes) gets the
// stand-in, which tests drive with emitLive and setLiveStatus.
vi.mock('../lib/realtime', () => import('./fake-realtime'));

// Mantine screens render slowly in jsdom on a busy 2-core machine, and a page routed for the first time
// waits for its layout's and its own chunks to be transformed: findBy*/waitFor wait up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosize Textarea listens for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
});

// Each test starts with an empty offline database (issue 25: the POS's outbox and its kept menu).
afterEach(() => {
  closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
});
