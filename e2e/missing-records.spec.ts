import { routes } from '../src/routing/routes';
import { expect, test } from './lane';
import { goInApp, location, signInAsAdmin } from './support';

// One rule for a record the API does not find (spec section 8: a role or user that fails to
// load returns to its list): every page of the route table that names a record, opened with a
// record that does not exist, leaves for its list or the 404 page — never an empty form, a
// page stuck loading, or the page of another record. New areas' pages are checked as they land.
const BASES = new Set(['companyId', 'applicationId']);
const UNKNOWN = '987654';
// Every page is tried and every one that stays is named, not only the first.
const soft = expect.configure({ soft: true });

// In the admin layout a company is a record of the CRM, not the base of the page.
const basesOf = (layout: string) => (layout === 'admin' ? new Set<string>() : BASES);

const recordPages = routes
  .filter((row) => row.layout !== 'visitor')
  .filter((row) =>
    [...row.path.matchAll(/:(\w+)/g)].some(([, name = '']) => !basesOf(row.layout).has(name)),
  )
  .map((row) =>
    row.path.replace(/:(\w+)/g, (_, name: string) =>
      basesOf(row.layout).has(name) ? '1' : UNKNOWN,
    ),
  );

test('every page of a record that does not exist leaves for its list or the 404 page', async ({
  page,
}) => {
  test.setTimeout(recordPages.length * 20_000);
  await signInAsAdmin(page);
  for (const path of recordPages) {
    await test.step(path, async () => {
      await goInApp(page, path);
      await soft.poll(() => location(page), { message: path }).not.toBe(path);
      // A record under an unknown owner may pass through the owner's page on its way out (an
      // application of an unknown CRM company, then the company): it must end on no record.
      await soft.poll(() => location(page), { message: path }).not.toContain(UNKNOWN);
    });
  }
});
