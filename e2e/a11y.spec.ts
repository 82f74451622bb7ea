import type { Page } from '@playwright/test';
import { MSG } from '#contract/messages';
import { chunkOf, chunksOf, MAIN_PAGES, type PageGroup, pagesOf } from './a11y-pages';
import { axeViolations } from './axe';
import { laneURL } from './env';
import { foundExamples } from './found-examples';
import { expect, test } from './lane';
import { follow, settle, watchViolations } from './page-sweep';
import { homeHeading, signIn } from './support';

const THEMES = ['light', 'dark'] as const;
/** The axe rules whose verdict a theme can change: the others read structure, not colour. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

// Each sweep test opens a bounded run of pages and the tests spread over the lanes: one test per
// group grew past any fixed timeout as areas were added (CI: 10 minutes for the application's).
test.describe.configure({ mode: 'parallel' });

// A button's colours move over 120 ms when the theme changes; axe must read where they end.
test.use({ reducedMotion: 'reduce' });

/**
 * Runs axe on a settled page in each theme; only serious and critical findings count. The theme
 * is switched as the theme menu switches it (src/theme/theme.ts): the attribute every style keys
 * on, so a page is opened once for both.
 */
async function seriousViolations(page: Page) {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((chosen) => {
      document.documentElement.dataset.theme = chosen;
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Not every transition heeds reduced motion: axe reads the colours where they end, not
    // halfway (CI saw a dark field's text still at its light colour on a loaded machine).
    await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // Transitions only: a spinner's animation never finishes.
      const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    });
    // The themes differ in colour only: the first reads every rule, the second the colour ones.
    const violations = await axeViolations(page, {
      rules: theme === THEMES[0] ? undefined : COLOUR_RULES,
    });
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      found.push(
        `${theme}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    }
  }
  return found;
}

/**
 * Sweeps pages: each must pass axe and render under the Content-Security-Policy (the sweep
 * opens every page of the route table once for both).
 */
async function sweep(page: Page, paths: readonly string[], csp: string[]) {
  for (const [index, path] of paths.entries()) {
    // The first page loads the console; the others are reached as its links reach them.
    await (index === 0 ? settle(page, path) : follow(page, path));
    expect.soft(await seriousViolations(page), path).toEqual([]);
    expect.soft(csp.splice(0), `${path}: Content-Security-Policy`).toEqual([]);
  }
}

// One signed-in page for the signed-in tests: signing in (argon2, on purpose slow) happens once.
let signedIn: Page;
let signedInCsp: string[];
test.beforeAll(async ({ browser }, workerInfo) => {
  // A page of its own context: axe reads frames through the context.
  const context = await browser.newContext({
    baseURL: laneURL(workerInfo.parallelIndex),
    reducedMotion: 'reduce',
  });
  signedIn = await context.newPage();
  signedInCsp = await watchViolations(signedIn);
  // The first pages of a run open on servers that have just started and are still loading the
  // demo's travel data in the background: home can take longer than an expect's 15 s then.
  test.setTimeout(240_000);
  await signIn(signedIn);
  await expect(homeHeading(signedIn)).toBeVisible({ timeout: 180_000 });
});
test.afterAll(() => signedIn.context().close());

// The platform admin (e2e/env.ts) sees every page, the admin layout's included.
for (const group of ['company', 'application', 'admin'] as const satisfies PageGroup[]) {
  for (let chunk = 0; chunk < chunksOf(group); chunk++) {
    test(`every ${group} page passes axe in the light and dark themes under the Content-Security-Policy (part ${chunk + 1} of ${chunksOf(group)})`, async () => {
      test.setTimeout(600_000);
      // The fit tests before it on this worker may have narrowed the shared page.
      await signedIn.setViewportSize({ width: 1280, height: 720 });
      signedInCsp.splice(0);
      const found = group === 'application' ? await foundExamples(signedIn.request) : {};
      await sweep(signedIn, chunkOf(pagesOf(group, found), chunk), signedInCsp);
    });
  }
}

for (let chunk = 0; chunk < chunksOf('visitor'); chunk++) {
  test(`every visitor page passes axe in the light and dark themes under the Content-Security-Policy (part ${chunk + 1} of ${chunksOf('visitor')})`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const csp = await watchViolations(page);
    await sweep(page, chunkOf(pagesOf('visitor'), chunk), csp);
  });
}

for (const width of [375, 1280]) {
  test(`the main pages fit ${width} px without sideways scrolling`, async () => {
    test.setTimeout(180_000);
    await signedIn.setViewportSize({ width, height: 900 });
    for (const path of MAIN_PAGES) {
      await settle(signedIn, path);
      const overflow = await signedIn.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const name = `${width}${path.replaceAll('/', '_') || '_home'}.png`;
      await signedIn.screenshot({ path: test.info().outputPath(name), fullPage: true });
      expect.soft(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('a notification is a list item whose text is the live region (axe)', async () => {
  await settle(signedIn, '/companies/1/roles');
  // A system role cannot be edited: the error notification says so.
  // The first-visit tour may open above the list meanwhile and move the button from under the
  // click, which then lands elsewhere: click again until the notification shows.
  const toast = signedIn.getByRole('alert').filter({ hasText: MSG.systemRoleUpdate }).first();
  await expect(async () => {
    await signedIn.getByRole('button', { name: 'Edit Admin' }).click();
    await expect(toast).toBeVisible({ timeout: 2000 });
  }).toPass();
  // Hovered, it stays open while axe reads it.
  await toast.hover();
  const violations = await axeViolations(signedIn, { include: 'ol:has(> li[data-state])' });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([]);
});

test('the sweep’s axe reports what a page gets wrong', async () => {
  await settle(signedIn, '/');
  // A button without a name and text too faint to read, added to a page that passes.
  await signedIn.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button"></button><p style="color:#eee;background:#fff">faint</p>',
    );
  });
  const all = await axeViolations(signedIn);
  expect(all.map((v) => v.id)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  const colour = await axeViolations(signedIn, { rules: COLOUR_RULES });
  expect(colour.map((v) => v.id)).toEqual(['color-contrast']);
});
