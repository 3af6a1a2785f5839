import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits as long as the browser context's locators do (15 s), not vitest's 1 s: on a loaded CI
    // machine a first load or a realtime update can take longer than a second (the billing test failed so)
    expect: { poll: { timeout: 15_000 } },
  },
});
