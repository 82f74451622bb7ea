import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import type { OrderRow } from '#contract/orders';
import { WEBHOOK_TEXT } from '#contract/webhooks';
import { E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

/** Sunny Breaks: its suppliers feature is on, with the demo's Traveltek integration. */
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

test('a company admin subscribes an integration to Order Cancel, cancels an order and sees the delivery in the log', async ({
  page,
  request,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    await signInAsAdmin(page);
    await page.goto(`/applications/${APP}/suppliers/mysuppliers`);
    await page.getByRole('link', { name: 'Traveltek live', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Webhook subscriptions' });
    await panel.getByRole('link', { name: 'Add Subscription' }).click();

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
