import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startupBanner } from './startup.ts';

const prepared = { seeded: undefined, needsSuperadmin: false };

function bannerWith(env: Record<string, string | undefined>) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'opentab-banner-')),
    SESSION_SECRET: 'banner-test-secret-banner-test-secret-01',
    ...env,
  });
  return startupBanner(config, prepared).split('\n');
}

describe('startupBanner', () => {
  it('warns in one line, saying how to set PUBLIC_URL, while the public address is this machine only', () => {
    for (const env of [
      { PORT: '4321' },
      { PUBLIC_URL: 'http://127.0.0.1:3000' },
      { PUBLIC_URL: 'http://[::1]:3000' },
    ]) {
      const warnings = bannerWith(env).filter((line) => line.startsWith('Warning:'));
      expect(warnings, JSON.stringify(env)).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /only this computer can open\. Set PUBLIC_URL to .* and restart the server/,
      );
    }
  });

  it('does not warn when PUBLIC_URL is an address other devices open', () => {
    const lines = bannerWith({ PUBLIC_URL: 'https://pos.bluecafe.example' });
    expect(lines.some((line) => line.startsWith('OpenTab is running at https://pos.bluecafe.example'))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith('Warning:'))).toBe(false);
  });
});
