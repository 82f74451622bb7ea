import type { Page } from '@playwright/test';
import { chunkOf, chunksOf, PAGE_GROUPS, pagesOf } from './a11y-pages';
import { foundExamples } from './found-examples';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

/**
 * Collects every Content-Security-Policy violation the page reports, from the DOM event and
 * from Chromium's console ("Refused to …"), so nothing the policy blocks goes unnoticed.
 */
async function watchViolations(page: Page): Promise<string[]> {
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

async function settle(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

// Bounded runs of pages, spread over the lanes (e2e/a11y-pages.ts): one test of every page grew
// past any fixed timeout as areas were added.
test.describe.configure({ mode: 'parallel' });

for (const group of PAGE_GROUPS) {
  for (let chunk = 0; chunk < chunksOf(group); chunk++) {
    test(`every ${group} page renders under the Content-Security-Policy without a violation (part ${chunk + 1} of ${chunksOf(group)})`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const violations = await watchViolations(page);
      if (group !== 'visitor') await signInAsAdmin(page);
      const found = group === 'application' ? await foundExamples(page.request) : {};
      for (const path of chunkOf(pagesOf(group, found), chunk)) await settle(page, path);
      expect(violations).toEqual([]);
    });
  }
}

test('menus, dialogs and the stored theme render under the Content-Security-Policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signInAsAdmin(page);
  // Radix menus and dialogs lock scrolling with a style element and place themselves inline.
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page
    .getByRole('group', { name: 'Theme', exact: true })
    .getByRole('menuitemradio', { name: 'Dark', exact: true })
    .click();
  await page.keyboard.press('Escape');
  // The stored theme applies before the first paint, from the boot script file.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settle(page, '/');
  expect(violations).toEqual([]);
});
