import type { RouteAccess } from './access';
import { areaTable, historyAccess } from './areas/index';

export type { DashboardAccess } from './areas/dashboards';

/**
 * Who may call each company- and application-scoped operation, keyed like the contract
 * (`pageAccess.roles.list` is `contract.roles.list`'s access), read from the areas' descriptors
 * (contract/areas/): the contract routes use these entries as their metadata (`metadata: {
 * access: pageAccess.roles.list }`) and the client's page routes name the operation whose access
 * they share, so a page, its navigation entry and the server can never disagree on a permission
 * name. A record's History (`auditHistory`) shows only to those who may read the record itself.
 *
 * Plain data, built with contract/access.ts alone (which imports types only): the client's route
 * table loads with /login, where zod and ts-rest must not (e2e/bundle.spec.ts).
 */
export const pageAccess = { ...areaTable, auditHistory: historyAccess } as const satisfies Record<
  string,
  Record<string, RouteAccess>
>;

type Table = typeof pageAccess;
/** An operation of the table by its contract name, e.g. `roles.list`. */
export type OperationName = {
  [Area in keyof Table]: `${Area & string}.${keyof Table[Area] & string}`;
}[keyof Table];

/** The access of an operation named `area.operation`. */
export function operationAccess(name: OperationName): RouteAccess {
  const [area, operation] = name.split('.') as [keyof Table, string];
  const entries: Record<string, RouteAccess> = pageAccess[area];
  const found = entries[operation];
  // The type admits only names of the table; a cast name is a programming error.
  if (!found) throw new Error(`${name} is not in the access table`);
  return found;
}
