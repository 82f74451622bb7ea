import type { Locator, Page } from '@playwright/test';
import { expect } from './lane';

/**
 * Collects every Content-Security-Policy violation the page reports, from the DOM event and
 * from Chromium's console ("Refused to …"), so nothing the policy blocks goes unnoticed. The
 * caller empties the list as it checks it.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  // Init scripts come through the DevTools protocol, which the page's own policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/.test(text)) found.push(text);
  });
  return found;
}

/**
 * Opens a page under its Content-Security-Policy and waits for its heading and its data (no
 * busy grid or spinner left).
 */
export async function settle(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await settled(page, page.locator('h1').first());
}

/**
 * Opens a page as the console's links open one: the route changes and the document, its policy
 * and the scripts put into it stay. The router remounts a page when its route changes, so the
 * new page's heading is a new element: the old ones are marked to tell them apart.
 */
export async function follow(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = '';
    history.pushState(null, '', to);
  }, path);
  await settled(page, page.locator('h1:not([data-left])').first());
}

async function settled(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  // Busy grids only: the playground shows loading buttons on purpose.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}
