import { bulkImportMachine, type PendingUser } from '#machines/bulk-import.machine';
import { test } from './lane';
import { drivers, notFromBrowser, views } from './model/bulk-browser';
import { bulkEvents } from './model/bulk-events';
import { BulkWorld } from './model/bulk-world';
import { coveringPaths, mapped } from './model/paths';

// Paths generated from the bulk-import machine at load: together they take every transition
// the browser can drive. An event or state the tables do not map fails here, at load. The
// users waiting for a role tell states apart: they decide where Continue and Submit lead.
const { paths } = coveringPaths(bulkImportMachine, {
  events: bulkEvents,
  input: {},
  variant: (s) => {
    const pending: PendingUser[] = s.context.pending;
    if (pending.length === 0) return 'nobody waiting';
    return pending.every((u) => u.roleId !== null) ? 'roles chosen' : 'roles missing';
  },
  tables: {
    drivenFrom: Object.fromEntries(Object.entries(drivers).map(([n, d]) => [n, d.from])),
    views,
    notFromBrowser,
  },
  maxPaths: 16,
});

for (const path of paths) {
  test(`bulk import: ${path.title}`, async ({ page, request }) => {
    const world = await BulkWorld.start(page, request);
    try {
      await mapped(views, 'idle')(world);
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${step.name} → ${step.state}`, async () => {
          await mapped(drivers, step.name).drive(world, path.steps[i + 1]?.name);
          await mapped(views, step.state)(world);
          await world.noticeShown();
        });
      }
    } finally {
      await world.end();
    }
  });
}
