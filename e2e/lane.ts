import { test as base } from '@playwright/test';
import { laneURL } from './env';

/**
 * Playwright's `test` with each worker pointed at its own lane's server (e2e/env.ts): workers
 * running at the same time have different parallel indexes, so no two share a server.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(laneURL(testInfo.parallelIndex)),
});

export { expect } from '@playwright/test';
