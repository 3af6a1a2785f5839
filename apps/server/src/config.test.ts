import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'opentab-config-')),
  SESSION_SECRET: 'config-test-secret-config-test-secret-01',
});

describe('loadConfig', () => {
  it('uses localhost for QR codes, mails and the CSRF check without PUBLIC_URL', () => {
    const config = loadConfig({ ...base(), PORT: '4321' });
    expect(config.publicUrl).toBe('http://localhost:4321');
    expect(config.cookieSecure).toBe(false);
  });

  it('takes PUBLIC_URL without its trailing slash, and secure cookies with https', () => {
    const config = loadConfig({ ...base(), PUBLIC_URL: 'https://pos.bluecafe.example/' });
    expect(config.publicUrl).toBe('https://pos.bluecafe.example');
    expect(config.cookieSecure).toBe(true);
  });

  it('bills through Stripe only with all three STRIPE_* settings, and refuses a partial set', () => {
    expect(loadConfig(base()).stripe).toBeUndefined();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
    };
    expect(loadConfig({ ...base(), ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
    });
    expect(() => loadConfig({ ...base(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base(), ...stripe, STRIPE_PRICE_ID: 'prod_1' })).toThrow(/STRIPE_PRICE_ID/);
  });

  it('refuses a PUBLIC_URL that is not a URL, naming the setting', () => {
    expect(() => loadConfig({ ...base(), PUBLIC_URL: 'pos.bluecafe' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps /metrics off without METRICS_TOKEN and refuses a short one, naming the setting', () => {
    expect(loadConfig(base()).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base(), METRICS_TOKEN: 'a-long-enough-scrape-token' }).metricsToken).toBe(
      'a-long-enough-scrape-token',
    );
    expect(() => loadConfig({ ...base(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('creates DATA_DIR/secrets.json on the first start and reads the same secret after', () => {
    const { DATA_DIR } = base();
    const first = loadConfig({ DATA_DIR }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR }).sessionSecret).toBe(first);
  });

  it('refuses a damaged secrets.json, naming it, and leaves it as it was (a new secret would end every session)', () => {
    for (const damaged of ['{"sessionSecret": "abc', JSON.stringify({ sessionSecret: 'short' }), '[]']) {
      const { DATA_DIR } = base();
      const file = path.join(DATA_DIR, 'secrets.json');
      writeFileSync(file, damaged);
      expect(() => loadConfig({ DATA_DIR })).toThrow(/secrets\.json holds no sessionSecret/);
      expect(readFileSync(file, 'utf8')).toBe(damaged);
    }
  });
});
