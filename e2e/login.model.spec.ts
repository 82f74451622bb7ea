import { loginMachine } from '#machines/login.machine';
import { test } from './lane';
import { drivers, notFromBrowser, views } from './model/login-browser';
import { loginEvents } from './model/login-events';
import { LoginWorld } from './model/login-world';
import { coveringPaths, mapped } from './model/paths';

// Paths generated from the login machine at load: together they take every transition the
// browser can drive. An event or state the tables below do not map fails here, at load.
const { paths } = coveringPaths(loginMachine, {
  events: loginEvents,
  tables: {
    drivenFrom: Object.fromEntries(Object.entries(drivers).map(([n, d]) => [n, d.from])),
    views,
    notFromBrowser,
  },
  maxPaths: 24,
});

for (const path of paths) {
  test(`login: ${path.title}`, async ({ page, request }) => {
    const world = await LoginWorld.start(page, request);
    try {
      await page.goto('/login');
      await mapped(views, 'idle')(page);
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${step.name} → ${step.state}`, async () => {
          await mapped(drivers, step.name).drive(world, path.steps[i + 1]?.name);
          await mapped(views, step.state)(page);
          await world.noticeShown();
        });
      }
    } finally {
      await world.end();
    }
  });
}
