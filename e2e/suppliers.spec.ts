import { SUPPLIER_TEXT } from '#contract/suppliers';
import { expect, test } from './lane';
import { addSetting } from './suppliers-helpers';
import { location, signInAsAdmin } from './support';

const unique = () => Date.now().toString(36);

test('a platform admin adds a supplier with a secret and a required URL setting, and sees its History', async ({
  page,
}) => {
  // A long walk: a sign-in, four saves and eight page loads, on a machine that may be busy.
  test.slow();
  const name = `Harbour Stays ${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/crm');
  await page
    .getByRole('navigation', { name: 'Platform administration' })
    .getByRole('link', { name: 'Suppliers', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Traveltek Packages', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add Supplier' }).click();
  await page.getByLabel('Product Type').selectOption({ label: 'Accommodation' });
  await page.getByLabel('Supplier Code').fill(`harbour-${unique()}`);
  await page.getByLabel('Kind').fill('Custom');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('URL', { exact: true }).fill('{baseUrl}/health?key={apiKey}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUPPLIER_TEXT.added)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supplier Details' })).toBeVisible();
  const details = location(page);
  expect(details).toMatch(/\/admin\/suppliers\/\d+\/details$/);

  await addSetting(page, details, { name: 'apiKey', label: 'API key', type: 'Secret' });
  await addSetting(page, details, {
    name: 'baseUrl',
    label: 'Base URL',
    type: 'URL',
    defaultValue: 'https://stays.harbour.test',
  });

  const settings = page.getByRole('table', { name: 'Setting Definitions' });
  await expect(settings.getByRole('row', { name: /apiKey.*Secret.*Yes/ })).toBeVisible();
  await expect(settings.getByRole('row', { name: /baseUrl.*URL.*Yes/ })).toBeVisible();

  // A setting's page is read-only with an Edit action, and its History says who added it.
  await settings.getByRole('link', { name: 'apiKey', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'View Setting' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Created');

  // The supplier's own History shows the change made to it.
  await page.goto(details.replace(/details$/, 'edit'));
  await page.getByLabel('Kind').fill('Custom API');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUPPLIER_TEXT.updated)).toBeVisible();
  await page.goto(details);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Changed');
  await expect(history).toContainText('Custom API');
  await expect(history).toContainText('Created');
});

test('a platform admin opens the health check from the navigation and sees the worst first', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/crm');
  await page
    .getByRole('navigation', { name: 'Platform administration' })
    .getByRole('link', { name: 'Supplier health', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Supplier health' })).toBeVisible();
  expect(location(page)).toMatch(/\/admin\/suppliers\/healthcheck$/);
  const grid = page.getByRole('table', { name: 'Supplier health' });
  // The demo's SkyLink integration got no answer: down, with the reason, first.
  await expect(grid.getByRole('row').nth(1)).toContainText('SkyLink city flights');
  const down = grid.getByRole('row', { name: /SkyLink city flights/ });
  await expect(down).toContainText('Down');
  await expect(down).toContainText('No answer within 3000 ms');

  // The state filter asks the server for the slow ones only.
  await page.getByLabel('State').selectOption({ label: 'Slow' });
  await expect(grid.getByRole('row', { name: /RoadRunner mountain cars/ })).toContainText('Slow');
  await expect(grid.getByRole('row', { name: /SkyLink city flights/ })).toHaveCount(0);
});
