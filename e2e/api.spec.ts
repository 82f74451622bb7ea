import { expect, test } from './lane';

test('an unknown API path answers a JSON 404, not the app page', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toHaveProperty('title');
});

test('the OpenAPI document lists the API paths', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  const document = await response.json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/health', '/api/auth/token']),
  );
});

test('the API reference page renders', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/auth/token').first()).toBeVisible();
});
