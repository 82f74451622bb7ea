import {
  type AppRoute,
  type AppRouter,
  ContractNoBody,
  isAppRoute,
  isAppRouteMutation,
} from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { declaredAccess, permissionNames, type RouteAccess } from '#contract/access';
import { APP_FEATURES } from '#contract/application-form';
import { contract } from '#contract/index';
import { WIDGETS } from '#contract/widget-catalogue';
import { hashKey } from '#server/applications/write';
import { applications, companyInterests, memberships, users } from '#server/db/schema';
import { addRole } from './access.fixtures';
import { travelIds } from './customers.matrix';
import { boardWithWidget } from './dashboards.fixtures';
import type { TestServer } from './harness';
import { addOrder } from './orders-fixture';
import { addMatrixSupplier, MATRIX_SETTING } from './suppliers.fixtures';

/** The demo company (1) and its first application, both from the seed. */
export const COMPANY = 1;
export const APPLICATION = 1;
export const INGESTION_KEY = 'authorization-matrix-ingestion-key';

export type Operation = { name: string; route: AppRoute; declared: RouteAccess | undefined };

/** Every operation of the contract, however deeply its routers nest. */
export function operations(router: AppRouter = contract, prefix = ''): Operation[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!isAppRoute(value)) return operations(value, name);
    return [{ name, route: value, declared: declaredAccess(value.metadata) }];
  });
}

/** The callers each operation is tried with. */
export type Caller =
  | 'no token'
  | "another company's admin"
  | 'member without it'
  | 'permitted'
  | 'permitted, in an application without the feature';

/** The callers an operation is tried with: the feature check only where a feature is declared. */
export function callersOf(declared: RouteAccess | undefined): Caller[] {
  const callers: Caller[] = [
    'no token',
    "another company's admin",
    'member without it',
    'permitted',
  ];
  const feature = declared?.scope === 'application' && declared.feature;
  return feature ? [...callers, 'permitted, in an application without the feature'] : callers;
}

/** What the answer must be: this status, or anything but these (never a server error). */
export type Expected = { status: number } | { not: readonly number[] };

const companyInPath = (route: AppRoute) => /\/companies\/:/.test(route.path);

/** The answer each caller must get, derived from nothing but the route's declared access. */
export function expected(declared: RouteAccess, route: AppRoute, caller: Caller): Expected {
  const admitted = { not: [401, 403, 404] } as const;
  switch (declared.scope) {
    case 'public':
      return { not: [] };
    case 'ingestionKey':
      return caller === 'permitted' ? { not: [401] } : { status: 401 };
    case 'signedIn':
      return caller === 'no token' ? { status: 401 } : { not: [401] };
    case 'platformAdmin':
      // To anyone but a platform admin the admin area does not exist.
      if (caller === 'no token') return { status: 401 };
      return caller === 'permitted' ? { not: [401, 403, 404] } : { status: 404 };
    case 'company':
    case 'application':
      if (caller === 'no token') return { status: 401 };
      if (caller === "another company's admin") {
        // Without a company or application in the path, the call acts in the caller's own.
        const named = companyInPath(route) || declared.scope === 'application';
        return named ? { status: 404 } : admitted;
      }
      if (caller === 'permitted, in an application without the feature') return { status: 404 };
      if (caller === 'member without it') {
        return permissionNames(declared.permission).length > 0 ? { status: 403 } : admitted;
      }
      return admitted;
  }
}

/** A body the route could read: none for bodiless calls. */
export const takesBody = (route: AppRoute) =>
  isAppRouteMutation(route) && route.body !== ContractNoBody;

/**
 * The path with every parameter filled in with something that exists in the demo company, so
 * a permitted caller gets past "not found". Things a call may delete are made fresh each time.
 * A parameter nobody has taught this function fails the test: add it here.
 */
export async function pathFor(server: TestServer, route: AppRoute): Promise<string> {
  const application = /\/(applications|apps)\/:applicationId/.test(route.path);
  const scope = { companyId: COMPANY, applicationId: application ? APPLICATION : null };
  let path = route.path;
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    if (!name) continue;
    const value = await paramValue(server, route, name, scope);
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return path;
}

type Scope = { companyId: number; applicationId: number | null };

async function paramValue(server: TestServer, route: AppRoute, name: string, scope: Scope) {
  switch (name) {
    case 'companyId':
      return COMPANY;
    case 'id':
      return route.path.includes('/companies/:id') ? COMPANY : 1;
    case 'applicationId':
      return APPLICATION;
    case 'roleId':
      return addRole(server, COMPANY, `Matrix role ${++serial}`);
    case 'userId':
      return addUser(server);
    case 'dashboardId':
      return (await addBoard(server, scope)).dashboardId;
    case 'widgetInstanceId':
      return (await addBoard(server, scope)).instanceId;
    case 'recordId':
      // An audit History (contract/audit.ts): any id answers, an empty page when it has none.
      return 1;
    case 'widgetId':
      return 1006;
    case 'apiEndpoint':
      return 'searches-over-time';
    case 'widgetUrl':
      return WIDGETS[0]?.url ?? 'search-location';
    case 'registrationId':
      return addRegistration(server);
    case 'email':
      return 'someone@matrix.test';
    case 'customerId':
    case 'customerKey':
    case 'hotlistId':
    case 'linkedCompanyId':
    case 'creditId':
      return (await travelIds(server, APPLICATION))[name];
    case 'token':
      return 'not-a-token';
    case 'orderId':
      return (await addMatrixOrder(server)).orderId;
    case 'supplierId':
      return addMatrixSupplier(server);
    case 'settingName':
      // Paths name the supplier first, and each one added for them has this setting.
      return MATRIX_SETTING;
    case 'orderKey':
      // Paths name the id first: the key of the order just added for it.
      return lastOrderKey;
    default:
      throw new Error(`${route.path}: no demo value for :${name}; add one to pathFor`);
  }
}

let serial = 0;
let lastOrderKey = '';

/** An order of the demo application (tests/server/orders-fixture.ts), to look at or change. */
async function addMatrixOrder(server: TestServer) {
  const order = await addOrder(server.database.db, {
    applicationId: APPLICATION,
    bookingDate: new Date().toISOString().slice(0, 10),
    status: 'Processing',
  });
  lastOrderKey = order.orderKey;
  return order;
}

/** A member of the demo company who never signs in: something to look at or remove. */
async function addUser(server: TestServer) {
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({ email: `matrix.user.${++serial}@matrix.test`, lastCompanyId: COMPANY })
    .returning({ id: users.id });
  if (!user) throw new Error('user not added');
  const roleId = await addRole(server, COMPANY, `Matrix member role ${serial}`);
  await db.insert(memberships).values({ companyId: COMPANY, userId: user.id, roleId });
  return user.id;
}

/** A registration of interest from the register page, for the CRM to look at or change. */
async function addRegistration(server: TestServer) {
  const [row] = await server.database.db
    .insert(companyInterests)
    .values({
      companyName: `Matrix prospect ${++serial}`,
      companyType: 'Other',
      firstName: 'Mat',
      lastName: 'Rix',
      email: `prospect.${serial}@matrix.test`,
    })
    .returning({ id: companyInterests.id });
  if (!row) throw new Error('registration not added');
  return row.id;
}

const addBoard = (server: TestServer, scope: Scope) =>
  boardWithWidget(server, { ...scope, name: `Matrix board ${++serial}` });

/**
 * Switches the demo application's features: all of them for permitted callers, so a feature
 * route opens, all but the route's own for the refusal.
 */
export async function withFeatures(server: TestServer, declared: RouteAccess, on: boolean) {
  const feature = declared.scope === 'application' ? declared.feature : undefined;
  const features = APP_FEATURES.filter((f) => on || f !== feature);
  await server.database.db
    .update(applications)
    .set({ features })
    .where(eq(applications.id, APPLICATION));
}

/** Gives the demo application a key the test knows (only its hash is stored). */
export async function knownIngestionKey(server: TestServer) {
  await server.database.db
    .update(applications)
    .set({ ingestionKeyHash: hashKey(INGESTION_KEY) })
    .where(eq(applications.id, APPLICATION));
}
