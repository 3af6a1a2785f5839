import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../test/render';
import { setLanguage } from './i18n';
import { clearSession, firstLanguage } from './session';

// Issue 24: a page's first load speaks the signed-in user's language, which follows them to every device.
afterEach(async () => {
  clearSession();
  await setLanguage('en');
  localStorage.clear();
});

describe('the language a first load speaks', () => {
  it("is the signed-in user's, whatever this device last spoke", async () => {
    await setLanguage('ja');
    signIn(makeUser({ language: 'de' }));
    expect(firstLanguage()).toBe('de');
  });

  it("is this device's for a visitor, or when no user is stored", async () => {
    await setLanguage('ja');
    expect(firstLanguage()).toBe('ja');
  });

  it("keeps a developer's pseudo-locale on", async () => {
    localStorage.setItem('opentab.language', 'en-XA');
    signIn(makeUser({ language: 'de' }));
    expect(firstLanguage()).toBe('en-XA');
  });
});
