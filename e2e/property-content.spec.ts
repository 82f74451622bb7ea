import { FEED_TEXT } from '#contract/offer-feed';
import { PROPERTY_TEXT } from '#contract/property-content';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a property is added with an image, and the RSS feed lists it and parses', async ({
  page,
}) => {
  // A sign-in, an upload, a save and several page loads, on a machine that may be busy.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Casa ${stamp} & "Sol"`;
  await signInAsAdmin(page);

  await page.goto('/applications/1/tools/propertyContent');
  await expect(page.getByRole('heading', { name: 'Property Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hotel Miramar Malaga', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add Property' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Location', { exact: true }).fill(`Nerja ${stamp}`);
  await page.getByLabel('Stars', { exact: true }).fill('5');
  await page.getByLabel('From Price', { exact: true }).fill('99.50');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByLabel('Add image').setInputFiles({
    name: 'pool.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Property view 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PROPERTY_TEXT.added)).toBeVisible();

  await page.goto('/applications/1/tools/rsslinkbuilder');
  await expect(page.getByRole('heading', { name: 'RSS Link Builder' })).toBeVisible();
  await page.getByLabel('Destination').fill(`nerja ${stamp}`);
  const url = page.getByLabel('Feed URL');
  await expect(url).toHaveValue(/offers\.rss\?destination=/);
  const address = await url.inputValue();

  // Signed out: the feed is public, and the browser's own XML parser reads it.
  const feed = await page.request.get(address, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const parsed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        root: doc.documentElement.nodeName,
        titles: [...doc.querySelectorAll('channel > item > title')].map((t) => t.textContent),
      };
    },
    await feed.text(),
  );
  expect(parsed).toEqual({ error: false, version: '2.0', root: 'rss', titles: [name] });
});

test('a new feed address is in the feed’s History, and neither key is', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/1/tools/rsslinkbuilder');
  const url = page.getByLabel('Feed URL');
  await expect(url).toHaveValue(/offers\.rss/);
  const before = await url.inputValue();
  const history = page.getByRole('region', { name: 'History' });
  const rotations = history.getByRole('listitem').filter({ hasText: /^Changed/ });
  const earlier = await rotations.count();

  await page.getByRole('button', { name: 'New feed address' }).click();
  await page.getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByText(FEED_TEXT.rotated)).toBeVisible();
  await expect(url).not.toHaveValue(before);
  const after = await url.inputValue();
  await expect(rotations).toHaveCount(earlier + 1);
  // Whoever reads the History learns that the key changed, never what it was or is.
  await expect(history).not.toContainText(before.split('/feeds/')[1]?.split('/')[0] ?? before);
  await expect(history).not.toContainText(after.split('/feeds/')[1]?.split('/')[0] ?? after);
});
