import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { INTEGRATION_TEXT } from '#contract/integrations';
import type { OrderRow } from '#contract/orders';
import { SUPPLIER_TEXT } from '#contract/suppliers';
import { WEBHOOK_TEXT } from '#contract/webhooks';
import { E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { addSetting } from './suppliers-helpers';
import { signInAsAdmin } from './support';

/** Sunny Breaks: its suppliers feature is on. */
const APP = 1;

/** A webhook endpoint on loopback answering 200, keeping each body it got. */
async function startReceiver() {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/waypoint`,
    bodies,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** An order of the application still Processing, to cancel. */
async function processingOrder(request: APIRequestContext): Promise<OrderRow> {
  const token = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const list = await request.get(
    `/api/applications/${APP}/ordermanager/myorders?status=Processing&pageSize=20`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: OrderRow[] };
  // Another lane may cancel the first: take one at random among the first page.
  const order = items[Math.floor(Math.random() * items.length)];
  if (!order) throw new Error('no order in Processing');
  return order;
}

test('a platform admin defines a supplier with a secret; a company admin adds its integration, subscribes it to Order Cancel, cancels an order and sees the delivery in the log', async ({
  page,
  request,
}) => {
  // Issue 28's journey end to end: two saves in the admin area, two in the application, a
  // cancellation and a delivery in the background, on a machine that may be busy.
  test.slow();
  const receiver = await startReceiver();
  const stamp = Date.now().toString(36);
  const supplier = `Lagoon Lets ${stamp}`;
  try {
    await signInAsAdmin(page);
    // The platform admin's part: the supplier, with a secret setting its integrations fill in.
    await page.goto('/admin/suppliers/add');
    await page.getByLabel('Product Type').selectOption({ label: 'Accommodation' });
    await page.getByLabel('Supplier Code').fill(`lagoon-${stamp}`);
    await page.getByLabel('Kind').fill('Custom');
    await page.getByLabel('Name', { exact: true }).fill(supplier);
    await page.getByLabel('URL', { exact: true }).fill('https://lagoon.test/health?key={apiKey}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SUPPLIER_TEXT.added)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/suppliers\/\d+\/details$/);
    const supplierId = /\/admin\/suppliers\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await addSetting(page, page.url(), { name: 'apiKey', label: 'API key', type: 'Secret' });

    // The company admin's part: the supplier is in the directory; its integration takes the secret.
    await page.goto(`/applications/${APP}/suppliers?search=${encodeURIComponent(supplier)}`);
    await page.getByRole('link', { name: supplier, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${APP}/suppliers/${supplierId}$`));
    await page.getByRole('link', { name: 'Add integration' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`${supplier} live`);
    await page.getByLabel(/^API key/).fill('lagoon-secret-4321');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(INTEGRATION_TEXT.added)).toBeVisible();
    await expect(page.getByText('API key: set, ending in 4321')).toBeVisible();
    await expect(page.getByText('lagoon-secret-4321')).toHaveCount(0);

    const panel = page.getByRole('region', { name: 'Webhook subscriptions' });
    // The toolbar's link; the empty list offers a second one.
    await panel.getByRole('link', { name: 'Add Subscription' }).first().click();

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await expect(page.getByRole('checkbox', { name: 'Order Cancel' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(WEBHOOK_TEXT.added)).toBeVisible();
    // The signing secret, this once.
    await expect(page.getByText(/Copy this secret now/)).toBeVisible();
    await expect(page.locator('code', { hasText: /^whsec_/ })).toBeVisible();
    const subscriptionPage = new URL(page.url()).pathname;

    const order = await processingOrder(request);
    await page.goto(`/applications/${APP}/ordermanager/${order.orderId}/${order.orderKey}/view`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.reference}` });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Reason').fill('Cancelled to see the webhook');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();

    // The deliverer sends it in the background within a few seconds.
    await expect
      .poll(() => receiver.bodies.some((b) => JSON.parse(b).data?.orderId === order.orderId), {
        timeout: 30_000,
      })
      .toBe(true);

    await page.goto(subscriptionPage);
    await expect(page.getByText(/Copy this secret now/)).toHaveCount(0);
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByRole('cell', { name: /^Order Cancel \(\d+\)$/ })).toBeVisible();
    await expect(log.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'received', exact: true })).toBeVisible();
    await expect(
      log.getByRole('button', { name: /^Redeliver event \d+, attempt 1$/ }),
    ).toBeVisible();
  } finally {
    await receiver.close();
  }
});
