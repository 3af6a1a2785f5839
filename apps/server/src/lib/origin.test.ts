import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './origin.ts';

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
const policy = { publicUrl: 'https://pos.example', trustProxy: false };

describe('isOwnOrigin', () => {
  it('needs an Origin equal to PUBLIC_URL or the request, scheme and port included', () => {
    expect(isOwnOrigin(request({ origin: 'https://pos.example' }), policy)).toBe(true);
    expect(isOwnOrigin(request({ origin: 'https://pos.example:443' }), policy)).toBe(true);
    expect(isOwnOrigin(request({ origin: 'http://pos.example' }), policy)).toBe(false);
    expect(isOwnOrigin(request({ host: 'pos.example' }), policy)).toBe(false);
    expect(isOwnOrigin(request({ origin: 'null', host: 'pos.example' }), policy)).toBe(false);
    expect(
      isOwnOrigin(request({ origin: 'https://10.0.0.5:8443', host: '10.0.0.5:8443' }, true), policy),
    ).toBe(true);
    expect(
      isOwnOrigin(request({ origin: 'http://10.0.0.5:8443', host: '10.0.0.5:8443' }, true), policy),
    ).toBe(false);
  });

  it('believes the forwarded scheme and host only behind a trusted proxy', () => {
    const forwarded = {
      origin: 'https://cafe.example',
      host: 'app:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cafe.example',
    };
    expect(isOwnOrigin(request(forwarded), policy)).toBe(false);
    expect(isOwnOrigin(request(forwarded), { ...policy, trustProxy: true })).toBe(true);
  });
});
