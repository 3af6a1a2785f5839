import { afterEach, describe, expect, it } from 'vitest';
import { addSourceMessages, setLanguage, t, tIn } from './i18n';

/*
 * A build compiles English's ICU messages into the modules that write them (build/module-messages.ts): a lazy
 * chunk hands its own over when it runs, maybe after a language was loaded. The keys below are no catalog's,
 * so every language lacks them, as a language lacks a text not translated yet.
 */
afterEach(async () => {
  await setLanguage('en');
});

describe("a module's own English ICU messages", () => {
  it('fill in their values in English once the module has handed them over', () => {
    addSourceMessages({ 'Late module: {count} waiting': ['Late module: ', ['count'], ' waiting'] });
    expect(t('Late module: {count} waiting', { count: 3 })).toBe('Late module: 3 waiting');
  });

  it('show in English, values filled in, in a language loaded before they came', async () => {
    await setLanguage('de');
    expect(tIn('de', 'Send to Kitchen')).not.toBe('Send to Kitchen');
    addSourceMessages({ 'Later module: {count} left': ['Later module: ', ['count'], ' left'] });
    expect(t('Later module: {count} left', { count: 2 })).toBe('Later module: 2 left');
    expect(tIn('de', 'Later module: {count} left', { count: 4 })).toBe('Later module: 4 left');
  });
});
