import { describe, expect, it } from 'vitest';
import { APPROVAL_MSG, MSG, POS_MSG, SPLIT_MSG } from '../index.ts';
import { PAGES } from '../permissions.ts';
import { compiledCatalogOf, readCatalog } from './catalogs.ts';
import { directionOf, LANGUAGES, parseAcceptLanguage, pickLanguage, SOURCE_LANGUAGE } from './languages.ts';

/** What the server answers a caller in `acceptLanguage`: the English text looked up in that language's catalog. */
function answerIn(acceptLanguage: string, english: string): string {
  const catalog = compiledCatalogOf(pickLanguage(parseAcceptLanguage(acceptLanguage)));
  const text = catalog[english];
  if (typeof text !== 'string') throw new Error(`"${english}" is not a plain text in the catalog`);
  return text;
}

describe("the server's messages catalog (server.json)", () => {
  it('answers a wrong-password sign-in in Spanish to Accept-Language: es', () => {
    expect(answerIn('es-MX,es;q=0.9,en;q=0.5', MSG.invalidCredentials)).toBe(
      '¡Usuario o contraseña incorrectos!',
    );
  });

  it('has the POS and approval refusals in German, Japanese and Korean', () => {
    expect(answerIn('de', POS_MSG.cartEmpty)).toBe('Der Warenkorb ist leer!');
    expect(answerIn('ja', SPLIT_MSG.paidMeanwhile)).toContain('別の端末');
    expect(answerIn('ko', APPROVAL_MSG.approvalRefused)).toContain('승인 거부');
  });

  it('answers in Arabic, a right-to-left language, with an Arabic text', () => {
    const language = pickLanguage(parseAcceptLanguage('ar-MA'));
    expect(language).toBe('ar');
    expect(directionOf(language)).toBe('rtl');
    const text = answerIn('ar-MA', MSG.tableHasOpenOrders);
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text).not.toBe(MSG.tableHasOpenOrders);
  });

  it('translates the sidebar labels the web shows from the shared PAGES', () => {
    expect(answerIn('fr', PAGES.home.label)).toBe('Tableau de bord');
    expect(answerIn('hi', PAGES.orders.label)).toBe('ऑर्डर');
  });

  it('keeps the English text in English (English needs no catalog: a text is its own key)', () => {
    expect(readCatalog(SOURCE_LANGUAGE)[MSG.invalidCredentials]).toBe(MSG.invalidCredentials);
    expect(answerIn('xx', MSG.notFound)).toBe(MSG.notFound);
  });

  it('has every text of MSG in every language', () => {
    const texts = Object.values(MSG as Record<string, unknown>).filter(
      (text): text is string => typeof text === 'string',
    );
    for (const { code } of LANGUAGES) {
      const catalog = readCatalog(code);
      expect(texts.filter((text) => !(text in catalog))).toEqual([]);
    }
  });
});
