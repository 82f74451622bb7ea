/** What a descriptor declares of a permission it adds (contract/area.ts `AreaPermission`). */
export type DeclaredPermission = {
  name: string;
  category: string;
  function: string;
  description: string;
};
export type AreaPermissionRow = DeclaredPermission & { area: string };

export function areaPermissions(
  areas: readonly { name: string; permissions?: readonly DeclaredPermission[] }[],
  specNames: readonly string[],
): AreaPermissionRow[];
export function migratedNames(dir: string): Set<string>;
export function unmigrated(
  permissions: readonly AreaPermissionRow[],
  dir: string,
): AreaPermissionRow[];
export function permissionsSql(permissions: readonly AreaPermissionRow[]): string;
