import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MAIN_PAGES, SIGNED_IN_PAGES, VISITOR_PAGES } from './a11y-pages';
import { signInAsAdmin } from './support';

type Theme = 'light' | 'dark';

/** Opens a page and waits for its heading and its data (no busy grid or spinner left). */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Busy grids only: the playground shows loading buttons on purpose.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

/** Runs axe on a settled page; only serious and critical findings count. */
async function seriousViolations(page: Page, path: string) {
  await settle(page, path);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Chooses a theme through the theme menu, which saves it for the signed-in user. */
async function chooseTheme(page: Page, theme: Theme) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page
    .getByRole('group', { name: 'Theme', exact: true })
    .getByRole('menuitemradio', { name: theme === 'dark' ? 'Dark' : 'Light', exact: true })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every signed-in page passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    await chooseTheme(page, theme);
    for (const path of SIGNED_IN_PAGES) {
      expect.soft(await seriousViolations(page, path), path).toEqual([]);
    }
    if (theme !== 'light') await chooseTheme(page, 'light');
  });

  test(`every visitor page passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    for (const path of VISITOR_PAGES) {
      expect.soft(await seriousViolations(page, path), path).toEqual([]);
    }
  });
}

for (const width of [375, 1280]) {
  test(`the main pages fit ${width} px without sideways scrolling`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    for (const path of MAIN_PAGES) {
      await settle(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const name = `${width}${path.replaceAll('/', '_') || '_home'}.png`;
      await page.screenshot({ path: info.outputPath(name), fullPage: true });
      expect.soft(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
