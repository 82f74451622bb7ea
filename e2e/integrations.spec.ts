import { INTEGRATION_TEXT } from '#contract/integrations';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

test('a company admin adds an integration with a secret, sees only its end, and replaces it', async ({
  page,
}) => {
  // A sign-in, two saves and several page loads, on a machine that may be busy.
  test.slow();
  const name = `HotelBeds ${Date.now().toString(36)}`;
  await signInAsAdmin(page);

  // My suppliers opens with the demo integration, its secret shown only by its end.
  await page.goto('/applications/1/suppliers/mysuppliers');
  await page.getByRole('link', { name: 'Traveltek live', exact: true }).click();
  await expect(page.getByText('API key: set, ending in 1234')).toBeVisible();

  // The directory → HotelBeds → Add integration: its settings are the form's fields.
  await page.goto('/applications/1/suppliers');
  await page.getByRole('link', { name: 'HotelBeds Hotels', exact: true }).click();
  await page.getByRole('link', { name: 'Add integration' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Base URL (required)').fill('not a url');
  await page.getByLabel('API key').fill('hb-secret-key-5678');
  await page.getByRole('button', { name: 'Save' }).click();
  // Under the field, tied to it (the notification says it too).
  await expect(page.getByLabel('Base URL (required)')).toHaveAccessibleDescription(
    new RegExp(INTEGRATION_TEXT.notUrl.replace(/[()]/g, '\\$&')),
  );
  await page.getByLabel('Base URL (required)').fill('https://api.hotelbeds.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(INTEGRATION_TEXT.added)).toBeVisible();
  await expect(page.getByText('API key: set, ending in 5678')).toBeVisible();
  await expect(page.getByText('hb-secret-key-5678')).toHaveCount(0);

  // Replacing is explicit; saving keeps the rest.
  await page.getByRole('button', { name: 'Replace API key' }).click();
  await page.getByLabel('API key').fill('hb-new-secret-9012');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(INTEGRATION_TEXT.updated)).toBeVisible();
  await expect(page.getByText('API key: set, ending in 9012')).toBeVisible();
});

test('Check now records the health of an integration whose supplier cannot be reached', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/1/suppliers/mysuppliers');
  await page.getByRole('link', { name: 'Traveltek live', exact: true }).click();
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Health checked')).toBeVisible();
  // The demo's supplier address does not resolve: down, with the reason.
  await expect(page.getByText(/^Down in \d+ ms, checked /)).toBeVisible();
  await expect(page.getByText(/^Error: /)).toBeVisible();
});

test('Add settings gives an integration a value for a setting it lacks', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/2/suppliers/mysuppliers');
  await page.getByRole('link', { name: 'SkyLink city flights', exact: true }).click();
  await expect(page.getByText('No value yet: Include low-cost carriers.')).toBeVisible();
  await page.getByRole('link', { name: 'Add settings' }).click();
  await expect(page.getByRole('heading', { name: 'Add settings' })).toBeVisible();
  await page.getByLabel('Include low-cost carriers').selectOption('false');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(INTEGRATION_TEXT.settingsAdded)).toBeVisible();
  await expect(page.getByText(INTEGRATION_TEXT.noneMissing)).toBeVisible();
  await expect(page.getByLabel('Include low-cost carriers')).toHaveValue('false');
});
