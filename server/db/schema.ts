import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: id(),
  name: varchar({ length: 100 }).notNull(),
  type: varchar({ length: 20 }).notNull().default('Other'),
  logoUrl: text(),
  address1: varchar({ length: 250 }),
  address2: varchar({ length: 250 }),
  city: varchar({ length: 50 }),
  state: varchar({ length: 50 }),
  countryCode: varchar({ length: 2 }),
  requires2FA: boolean('requires_2fa').notNull().default(false),
  createdAt: created(),
});

/** The permission catalogue (spec section 6), seeded by migration. */
export const permissions = pgTable('permissions', {
  id: integer().primaryKey(),
  category: varchar({ length: 50 }).notNull(),
  name: varchar({ length: 50 }).notNull().unique(),
  function: varchar({ length: 100 }).notNull(),
  description: varchar({ length: 250 }).notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 150 }),
    isSystem: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('roles_company_idx').on(t.companyId)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** A person who can sign in; belongs to companies through memberships. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text(),
    firstName: varchar({ length: 50 }).notNull().default(''),
    lastName: varchar({ length: 50 }).notNull().default(''),
    isPlatformAdmin: boolean().notNull().default(false),
    dateFormat: varchar({ length: 30 }),
    dateTimeFormat: varchar({ length: 30 }),
    lastCompanyId: integer(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('users_email_ci_idx').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    isHostAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('memberships_role_idx').on(t.roleId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    isActive: boolean().notNull().default(true),
    isDemo: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [uniqueIndex('applications_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. A family is one device's chain of
 * rotations, so reuse of a dead token can revoke the whole chain.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    familyId: varchar({ length: 36 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Server-side settings that must survive restarts and be shared by every instance. */
export const settings = pgTable('settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
});
