import { eq } from 'drizzle-orm';
import type { GeneralSettings, UpdateGeneralSettings } from '#contract/account';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';

const columns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  emailConfirmed: users.emailConfirmed,
  profilePictureUrl: users.profilePictureUrl,
  dateFormat: users.dateFormat,
  dateTimeFormat: users.dateTimeFormat,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toSettings(row: Row): GeneralSettings {
  return {
    userName: row.email ?? '',
    email: row.email ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    title: row.title ?? 0,
    emailConfirmed: row.emailConfirmed ?? false,
    profilePictureUrl: row.profilePictureUrl,
    dateFormat: row.dateFormat ?? DEFAULT_DATE_FORMAT,
    dateTimeFormat: row.dateTimeFormat ?? DEFAULT_DATE_TIME_FORMAT,
  };
}

export async function loadSettings(db: Db, userId: number) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ? toSettings(row) : undefined;
}

export async function updateSettings(db: Db, userId: number, update: UpdateGeneralSettings) {
  const [row] = await db.update(users).set(update).where(eq(users.id, userId)).returning(columns);
  return row ? toSettings(row) : undefined;
}

export async function loadPasswordHash(db: Db, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function setProfilePicture(db: Db, userId: number, url: string) {
  await db.update(users).set({ profilePictureUrl: url }).where(eq(users.id, userId));
}

/** Confirms the address only if the account still has the one the link was sent to. */
export async function confirmEmail(db: Db, userId: number, email: string): Promise<boolean> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) return false;
  await db.update(users).set({ emailConfirmed: true }).where(eq(users.id, userId));
  return true;
}
