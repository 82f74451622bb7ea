import { asc, eq, inArray, sql } from 'drizzle-orm';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import type { DemoScope } from '#server/kit/area';
import { suppliers } from '#server/suppliers/schema';
import { integrations, type StoredValues } from './schema';

const DEMO_KEY = 'demo-traveltek-key-1234';
const MINUTE = 60_000;
/** The demo directory's suppliers (server/suppliers/demo.ts) by code, as their keys. */
const DEMO_SUPPLIER_KEYS: Readonly<Record<string, string>> = {
  traveltek: 'Packages:traveltek',
  hotelbeds: 'Accommodation:hotelbeds',
  skylink: 'Flights:skylink',
  roadrunner: 'Cars:roadrunner',
};
/** Seeded checks are next due one default period after them (server/config.ts). */
const PERIOD = 15 * MINUTE;

type LastCheck = {
  minutesAgo: number;
  up: boolean;
  latencyMs: number;
  httpStatus: number | null;
  error: string | null;
};

/**
 * The other demo applications' integrations, each with a last check, so the platform's
 * health-check page opens with one of every state: down, failed, slow and up.
 */
const CHECKED: readonly { app: number; code: string; name: string; check: LastCheck }[] = [
  {
    app: 1,
    code: 'skylink',
    name: 'SkyLink city flights',
    check: {
      minutesAgo: 4,
      up: false,
      latencyMs: 3001,
      httpStatus: null,
      error: 'No answer within 3000 ms',
    },
  },
  {
    app: 1,
    code: 'hotelbeds',
    name: 'HotelBeds city hotels',
    check: {
      minutesAgo: 9,
      up: false,
      latencyMs: 412,
      httpStatus: 503,
      error: 'Expected status 200, got 503',
    },
  },
  {
    app: 2,
    code: 'roadrunner',
    name: 'RoadRunner mountain cars',
    check: { minutesAgo: 7, up: true, latencyMs: 3120, httpStatus: 204, error: null },
  },
  {
    app: 2,
    code: 'traveltek',
    name: 'Traveltek Alpine',
    check: { minutesAgo: 2, up: true, latencyMs: 184, httpStatus: 200, error: null },
  },
];

/** Switches the application's suppliers feature on (once). */
const withSuppliers = (tx: Tx, applicationId: number) =>
  tx
    .update(applications)
    .set({
      features: sql`array_append(array_remove(${applications.features}, 'suppliers'), 'suppliers')`,
    })
    .where(eq(applications.id, applicationId));

/** A made-up key, so the page shows a secret as set with its last four characters. */
const demoKey = (demo: DemoScope, key: string): StoredValues =>
  demo.sealSecret
    ? {
        apiKey: {
          sealed: demo.sealSecret(key),
          last4: key.slice(-4),
          setAt: new Date().toISOString(),
        },
      }
    : {};

/**
 * The demo company's first application integrates with Traveltek, with its suppliers feature
 * switched on, once: an application that has any integration is left as it is. The others get
 * integrations with a last health check (CHECKED).
 */
export async function seedDemoIntegration(tx: Tx, demo: DemoScope) {
  const apps = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, demo.companyId))
    .orderBy(asc(applications.id))
    .limit(3);
  const directory = await tx
    .select({
      id: suppliers.id,
      key: sql<string>`${suppliers.productType} || ':' || ${suppliers.code}`,
    })
    .from(suppliers)
    .where(inArray(suppliers.code, Object.keys(DEMO_SUPPLIER_KEYS)));
  const supplierOf = (code: string) =>
    directory.find((d) => d.key === DEMO_SUPPLIER_KEYS[code])?.id;
  const first = apps[0];
  const traveltek = supplierOf('traveltek');
  if (first && traveltek && !(await holdsAny(tx, first.id))) {
    await tx.insert(integrations).values({
      applicationId: first.id,
      supplierId: traveltek,
      name: 'Traveltek live',
      values: {
        baseUrl: 'https://api.traveltek.test',
        siteId: 1042,
        ...demoKey(demo, DEMO_KEY),
      },
    });
    await withSuppliers(tx, first.id);
  }
  await seedCheckedIntegrations(tx, demo, apps, supplierOf);
}

async function holdsAny(tx: Tx, applicationId: number) {
  const [held] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(eq(integrations.applicationId, applicationId))
    .limit(1);
  return held !== undefined;
}

async function seedCheckedIntegrations(
  tx: Tx,
  demo: DemoScope,
  apps: readonly { id: number }[],
  supplierOf: (code: string) => number | undefined,
) {
  const now = Date.now();
  for (const [index, app] of apps.entries()) {
    const own = CHECKED.filter((c) => c.app === index);
    if (own.length === 0 || (await holdsAny(tx, app.id))) continue;
    for (const { code, name, check } of own) {
      const supplierId = supplierOf(code);
      if (!supplierId) continue;
      const checkedAt = new Date(now - check.minutesAgo * MINUTE);
      await tx.insert(integrations).values({
        applicationId: app.id,
        supplierId,
        name,
        values: {
          ...(code === 'skylink' ? {} : { baseUrl: `https://${code}.demo.test` }),
          ...(code === 'traveltek' ? { siteId: 2077 } : {}),
          ...demoKey(demo, `demo-${code}-key-${index}${check.latencyMs}`),
        },
        healthStatus: check.up ? 'up' : 'down',
        healthCheckedAt: checkedAt,
        healthLatencyMs: check.latencyMs,
        healthError: check.error,
        healthHttpStatus: check.httpStatus,
        healthDueAt: new Date(checkedAt.getTime() + PERIOD),
      });
    }
    await withSuppliers(tx, app.id);
  }
}
