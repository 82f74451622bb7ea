import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_THEME_SETTINGS, type StarredPage, ThemeSettings } from '#contract/preferences';
import type { Db } from '#server/db/client';
import {
  memberships,
  permissions,
  rolePermissions,
  starredPages,
  userPreferences,
} from '#server/db/schema';

export async function loadTheme(db: Db, userId: number): Promise<ThemeSettings> {
  const [row] = await db
    .select({
      theme: userPreferences.theme,
      floatingNavbar: userPreferences.floatingNavbar,
      primaryColour: userPreferences.primaryColour,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  // A value from an older catalogue falls back to the defaults rather than failing the shell.
  const parsed = ThemeSettings.safeParse(row);
  return parsed.success ? parsed.data : DEFAULT_THEME_SETTINGS;
}

export async function saveTheme(db: Db, userId: number, settings: ThemeSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

export async function loadTour(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ done: userPreferences.tourDone })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.done ?? false;
}

export async function saveTour(db: Db, userId: number, done: boolean): Promise<void> {
  const values = { tourDone: done, updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

/** The permission names the user's role holds in the company, now (none when not a member). */
export async function heldPermissions(db: Db, userId: number, companyId: number) {
  const rows = await db
    .select({ name: permissions.name })
    .from(memberships)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, memberships.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        eq(memberships.isActive, true),
      ),
    );
  return rows.map((row) => row.name);
}

export async function loadStarred(db: Db, userId: number, companyId: number) {
  return db
    .select({
      path: starredPages.path,
      title: starredPages.title,
      permission: starredPages.permission,
    })
    .from(starredPages)
    .where(and(eq(starredPages.userId, userId), eq(starredPages.companyId, companyId)))
    .orderBy(asc(starredPages.createdAt), asc(starredPages.path));
}

export async function addStar(db: Db, userId: number, companyId: number, page: StarredPage) {
  await db
    .insert(starredPages)
    .values({ userId, companyId, ...page })
    .onConflictDoNothing();
}

export async function removeStar(db: Db, userId: number, companyId: number, path: string) {
  await db
    .delete(starredPages)
    .where(
      and(
        eq(starredPages.userId, userId),
        eq(starredPages.companyId, companyId),
        eq(starredPages.path, path),
      ),
    );
}
