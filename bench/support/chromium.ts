import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// The flags of e2e/support/browser.ts: this sandbox has no GPU, no sandboxing and no background network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's headless Chromium, as the browser benchmarks drive it. */
export async function launchBenchChromium(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('chromium not found: apt-get install -y chromium');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}
