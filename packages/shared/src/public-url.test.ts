import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './public-url.ts';

describe('isLoopbackUrl', () => {
  it('is true for this machine only', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://app.localhost:8080',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('is false for an address other devices can open', () => {
    for (const url of [
      'https://pos.bluecafe.example',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://localhost.example.com',
      'http://127.example.com',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
