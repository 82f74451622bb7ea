import { expect, test } from './lane';
import { settle, watchViolations } from './page-sweep';
import { signInAsAdmin } from './support';

// Every page of the route table is opened under the policy by the accessibility sweep
// (e2e/a11y.spec.ts); what a page shows only after a click is checked here.

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
