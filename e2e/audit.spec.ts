import { AUDIT_TEXT } from '#contract/audit';
import { MSG } from '#contract/messages';
import { DEMO_COMPANY } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const rolesPath = `/companies/${DEMO_COMPANY.id}/roles`;

test('a History panel shows an edit made a moment ago', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${rolesPath}/add`);
  await page.getByLabel('Role Name').fill('Audited agents');
  await page.getByLabel('Role Description').fill('Before the edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.roleAdded).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Audited agents' }).click();
  await page.getByLabel('Role Description').fill('After the edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.roleUpdated).first()).toBeVisible();

  await page.getByRole('link', { name: 'View Audited agents' }).click();
  const history = page.getByRole('region', { name: AUDIT_TEXT.history });
  await expect(history).toContainText('description: Before the edit → After the edit');
  await expect(history).toContainText(AUDIT_TEXT.actions.create);
});
