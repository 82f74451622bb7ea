import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { address, contact, created, id, ownedBy, updated, version } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 20 }).notNull().default('Other'),
    logoUrl: text(),
    ...address(),
    requires2FA: boolean('requires_2fa').notNull().default(false),
    /** The IANA zone every time on the company's pages is shown in (contract/time-zones.ts). */
    timeZone: varchar({ length: 64 }).notNull().default('UTC'),
    // The platform admin CRM's record of the company (issue 17).
    ...contact(),
    /** 'Active', 'Suspended' or 'Closed' (contract/admin-crm.ts). */
    status: varchar({ length: 12 }).notNull().default('Active'),
    /** Optimistic concurrency: an edit sends the version it read; a stale one is a 409. */
    version: version(),
    /**
     * Bumped by triggers (migration 0008) whenever the company's member list or a member's name or
     * email changes, so a users-grid count worked out for one version can be reused until then.
     */
    usersVersion: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    // The CRM's companies list (server/admin-crm/companies-list.ts): its default order and newest
    // first read a page from an index, and its contains-search over name and contact uses trigrams
    // (pg_trgm lives in schema public, hence the qualified operator class). bench/crm-list.mjs.
    index('companies_name_ci_idx').on(sql`lower(${t.name})`, t.id),
    index('companies_created_idx').on(t.createdAt, t.id),
    index('companies_status_idx').on(t.status, t.id),
    index('companies_name_trgm_idx').using('gin', sql`${t.name} public.gin_trgm_ops`),
    index('companies_contact_name_trgm_idx').using(
      'gin',
      sql`${t.contactName} public.gin_trgm_ops`,
    ),
    index('companies_contact_email_trgm_idx').using(
      'gin',
      sql`${t.contactEmail} public.gin_trgm_ops`,
    ),
  ],
);

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
    companyId: ownedBy(() => companies.id),
    name: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 150 }),
    isSystem: boolean().notNull().default(false),
    version: version(),
    createdAt: created(),
  },
  (t) => [
    index('roles_company_idx').on(t.companyId),
    // Role names are unique per company whatever their case.
    uniqueIndex('roles_company_name_ci_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ownedBy(() => roles.id),
    permissionId: ownedBy(() => permissions.id),
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
    title: integer().notNull().default(0),
    // The person's own details: one value for every company they belong to (migration 0011
    // moved them here from memberships).
    phone: varchar({ length: 20 }),
    spokenLanguages: varchar({ length: 200 }),
    dob: varchar({ length: 10 }),
    emailConfirmed: boolean().notNull().default(false),
    profilePictureUrl: text(),
    /** Base32 TOTP secret; set during setup, in force once twoFactorEnabled. */
    twoFactorSecret: varchar({ length: 64 }),
    twoFactorEnabled: boolean().notNull().default(false),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint({ mode: 'number' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('users_email_ci_idx').on(sql`lower(${t.email})`),
    // The users grid's default order (server/users/list.ts spells the same expression), so a
    // page of a 100,000-user company is read from the index rather than sorted. Migration 0008
    // adds INCLUDE (first_name, last_name, email), which Drizzle cannot spell.
    index('users_full_name_ci_idx').on(
      sql`lower(trim(${t.firstName} || ' ' || ${t.lastName}))`,
      t.id,
    ),
    // The grid's contains-search (ILIKE '%…%') on name and email. pg_trgm is created in schema
    // public, so its operator class is named with the schema: tests migrate other schemas.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`trim(${t.firstName} || ' ' || ${t.lastName}) public.gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} public.gin_trgm_ops`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: ownedBy(() => companies.id),
    userId: ownedBy(() => users.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    isHostAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    // The company's own record of the person (spec section 4, user form).
    jobTitle: varchar({ length: 50 }),
    countryCode: varchar({ length: 2 }),
    commissionPercentage: numeric({ precision: 4, scale: 1, mode: 'number' }),
    targetAmount: numeric({ precision: 14, scale: 2, mode: 'number' }),
    backOfficeReference: varchar({ length: 50 }),
    biography: varchar({ length: 1000 }),
    /** The latest successful sign-in to this company, kept by recordSignIn for the grid. */
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Optimistic concurrency of the company's user record (membership and account fields). */
    version: version(),
    createdAt: created(),
    /**
     * The member's name as the users grid sorts it, lower(trim(first || ' ' || last)), kept by
     * triggers from users (migration 0042): with the company it is one index, so a page of a
     * big company sorted by name is read in order instead of sorting every member.
     */
    nameKey: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('memberships_company_name_idx').on(t.companyId, t.nameKey, t.userId),
    // A role's members in user order: the grid sorted by Role Title walks it role by role.
    index('memberships_role_user_idx').on(t.roleId, t.userId),
    // The users grid sorted by Created, Is Active or Last Login within a company
    // (server/users/list.ts); never signed in sorts last both ways, hence two for Last Login.
    index('memberships_company_created_idx').on(t.companyId, t.createdAt, t.userId),
    index('memberships_company_active_idx').on(t.companyId, t.isActive, t.userId),
    index('memberships_company_login_asc_idx').on(
      t.companyId,
      t.lastLoginAt.asc().nullsLast(),
      t.userId.asc(),
    ),
    index('memberships_company_login_desc_idx').on(
      t.companyId,
      t.lastLoginAt.desc().nullsLast(),
      t.userId.desc().nullsFirst(),
    ),
  ],
);

/** Application lookups (spec section 9 lists), seeded by migration. */
export const regions = pgTable('regions', {
  id: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
});
export const subscriptions = pgTable('subscriptions', {
  id: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
});
export const webPlatforms = pgTable('web_platforms', {
  id: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
});

export const applications = pgTable(
  'applications',
  {
    id: id(),
    companyId: ownedBy(() => companies.id),
    name: varchar({ length: 50 }).notNull(),
    regionId: integer().references(() => regions.id),
    subscriptionId: integer().references(() => subscriptions.id),
    webPlatformId: integer().references(() => webPlatforms.id),
    logoUrl: text(),
    ...address(),
    bookingEmailName: varchar({ length: 50 }),
    bookingEmail: varchar({ length: 100 }),
    bookingTelephoneName: varchar({ length: 150 }),
    bookingTelephone: varchar({ length: 20 }),
    supportEmailName: varchar({ length: 50 }),
    supportEmail: varchar({ length: 100 }),
    supportTelephoneName: varchar({ length: 150 }),
    supportTelephone: varchar({ length: 20 }),
    /** SHA-256 of the booking site's ingestion key; the key itself is shown once. */
    ingestionKeyHash: varchar({ length: 64 }).unique(),
    /** Feature names the application has switched on (features gate by name). */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    /** The site's languages (contract APP_LANGUAGES): its texts have one each. */
    languages: text().array().notNull().default(sql`'{en,es,fr,de}'::text[]`),
    statsUrl: text(),
    isActive: boolean().notNull().default(true),
    isDemo: boolean().notNull().default(false),
    version: version(),
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
    userId: ownedBy(() => users.id),
    companyId: ownedBy(() => companies.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** When a duplicate within the grace was last answered with this token's successor. */
    graceUsedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * One signed-in device: the id is the refresh token family's and every access token names it,
 * so ending the session (sign-out, reuse, password change, deactivation) ends its access
 * tokens at once rather than when they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar({ length: 36 }).primaryKey(),
    userId: ownedBy(() => users.id),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Server-side settings that must survive restarts and be shared by every instance. */
export const settings = pgTable('settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded images (logos, profile pictures), kept in the database so every instance serves them. */
export const files = pgTable('files', {
  sha256: varchar({ length: 64 }).primaryKey(),
  contentType: varchar({ length: 50 }).notNull(),
  bytes: bytea().notNull(),
  createdAt: created(),
});

/** Single-use backup codes for two-factor sign-in, stored hashed. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use tokens: the step between password and second factor, password
 * resets, email verification and invitations. Only the hash is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: ownedBy(() => users.id),
    purpose: varchar({ length: 20 }).notNull(),
    /** Purpose-specific data, e.g. the sign-in method or the email being verified. */
    detail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Failure counters for brute-force protection, keyed by account or IP; shared by instances. */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar({ length: 120 }).primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/** Every sign-in attempt; feeds the users screen's login history. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: integer().references(() => applications.id, { onDelete: 'set null' }),
    email: varchar({ length: 254 }),
    method: varchar({ length: 20 }).notNull(),
    success: boolean().notNull(),
    ip: varchar({ length: 64 }),
    userAgent: text(),
    createdAt: created(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.createdAt)],
);

/** A social identity linked to an account: it signs in only to that account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    provider: varchar({ length: 20 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 254 }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject)],
);

/** OAuth authorization-code state with its PKCE verifier, between redirect and callback. */
export const oauthStates = pgTable('oauth_states', {
  state: varchar({ length: 64 }).primaryKey(),
  provider: varchar({ length: 20 }).notNull(),
  codeVerifier: varchar({ length: 128 }).notNull(),
  purpose: varchar({ length: 10 }).notNull(),
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Registrations of interest from the register page, for the platform admins. */
export const companyInterests = pgTable(
  'company_interests',
  {
    id: id(),
    companyName: varchar({ length: 100 }).notNull(),
    companyType: varchar({ length: 20 }).notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 20 }),
    countryCode: varchar({ length: 2 }),
    message: varchar({ length: 1000 }),
    submissions: integer().notNull().default(1),
    /** The CRM's follow-up: 'new', 'contacted', 'converted' or 'declined'. */
    status: varchar({ length: 12 }).notNull().default('new'),
    notes: varchar({ length: 2000 }),
    /** The company created from this registration, once converted. */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('company_interests_email_idx').on(sql`lower(${t.email})`, t.updatedAt),
    index('company_interests_status_idx').on(t.status, t.updatedAt),
    index('company_interests_company_idx').on(t.companyId).where(sql`${t.companyId} is not null`),
  ],
);

/**
 * Shell settings per user (issue 8): theme, floating navbar, primary colour; and whether they
 * finished or skipped the tour, so it does not come back in every new browser.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: varchar({ length: 20 }).notNull().default('system'),
  floatingNavbar: boolean().notNull().default(true),
  primaryColour: varchar({ length: 20 }).notNull().default('primary'),
  tourDone: boolean().notNull().default(false),
  updatedAt: updated(),
});

/**
 * Starred pages per user and company (their paths carry company and application ids). The
 * permission the page needed when starred lets the list drop pages the user can no longer open.
 */
export const starredPages = pgTable(
  'starred_pages',
  {
    userId: ownedBy(() => users.id),
    companyId: ownedBy(() => companies.id),
    path: varchar({ length: 300 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    permission: varchar({ length: 200 }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.path] })],
);

/**
 * Dashboards of a company (applicationId null) or of one of its applications. The default
 * dashboard of a scope (id 0 in the API) is the row with isDefault, created on first use.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: id(),
    companyId: ownedBy(() => companies.id),
    applicationId: integer().references(() => applications.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 150 }).notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('dashboards_scope_idx').on(t.companyId, t.applicationId),
    // One default per scope; coalesce because a null application would never conflict.
    uniqueIndex('dashboards_one_default_idx')
      .on(t.companyId, sql`coalesce(${t.applicationId}, 0)`)
      .where(sql`${t.isDefault}`),
  ],
);

/** A widget of the catalogue placed on a dashboard with its own settings. */
export const widgetInstances = pgTable(
  'widget_instances',
  {
    id: id(),
    dashboardId: ownedBy(() => dashboards.id),
    widgetId: integer().notNull(),
    orderId: integer().notNull().default(99),
    title: varchar({ length: 100 }).notNull(),
    selectedApplicationIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    dateRangeId: varchar({ length: 10 }),
    customDateRange: varchar({ length: 40 }),
    cssWidth: varchar({ length: 20 }).notNull(),
    additionalSettings: jsonb().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('widget_instances_dashboard_idx').on(t.dashboardId, t.orderId)],
);

/** Search events sent by booking sites; (application, eventId) makes a resent batch harmless. */
export const searchEvents = pgTable(
  'search_events',
  {
    applicationId: ownedBy(() => applications.id),
    eventId: varchar({ length: 64 }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    searchType: smallint().notNull(),
    destinationName: varchar({ length: 100 }).notNull(),
    countryCode: varchar({ length: 2 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    checkIn: date().notNull(),
    checkOut: date().notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull(),
    durationMs: integer().notNull(),
    resultCount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.eventId] }),
    // Widgets read whole days from the rollups below and only the partial days at the edges
    // of a period from here, by this range index.
    index('search_events_app_time_idx').on(t.applicationId, t.occurredAt),
  ],
);

/** Columns of a places rollup row after its application id; the pending deltas have them too. */
const placeRollupColumns = () => ({
  day: date().notNull(),
  searchType: smallint().notNull(),
  destinationName: varchar({ length: 100 }).notNull(),
  countryCode: varchar({ length: 2 }).notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  searches: integer().notNull(),
});

/** Columns of a values rollup row after its application id; the pending deltas have them too. */
const valueRollupColumns = () => ({
  day: date().notNull(),
  searchType: smallint().notNull(),
  metric: smallint().notNull(),
  value: integer().notNull(),
  searches: integer().notNull(),
  results: bigint({ mode: 'number' }).notNull(),
});

/**
 * Daily rollup by place: search-location and top-search-location read it instead of the
 * events. Coordinates are kept to 3 decimals, the finest accuracy a widget offers.
 */
export const searchDailyPlaces = pgTable(
  'search_daily_places',
  {
    applicationId: ownedBy(() => applications.id),
    ...placeRollupColumns(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.applicationId,
        t.day,
        t.searchType,
        t.destinationName,
        t.countryCode,
        t.latitude,
        t.longitude,
      ],
    }),
  ],
);

/**
 * Daily rollup of one measure per row: metric 1 nights, 2 travellers, 3 search time bucket
 * (ms). Each event counts once per metric, so metric 3 also carries searches and results
 * for the series and overview widgets.
 */
export const searchDailyValues = pgTable(
  'search_daily_values',
  {
    applicationId: ownedBy(() => applications.id),
    ...valueRollupColumns(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.day, t.metric, t.searchType, t.value] })],
);

/**
 * Rollup deltas of ingested batches, not yet folded into the two rollups above (see
 * server/events/fold.ts); readers add them in. No key, index or foreign key on purpose:
 * appending stays cheap and concurrent batches never wait on each other's rollup rows.
 */
export const searchPendingPlaces = pgTable('search_pending_places', {
  applicationId: integer().notNull(),
  ...placeRollupColumns(),
});

export const searchPendingValues = pgTable('search_pending_values', {
  applicationId: integer().notNull(),
  ...valueRollupColumns(),
});

/**
 * Every message the console sends, written in the same transaction as the change that causes
 * it, so a crash after commit never loses one; server/outbox/ sends, retries and marks them.
 * `kind` says how `payload` becomes a message at send time ('mail': a finished email;
 * 'invitation': a set-password link issued when it goes out).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: varchar({ length: 30 }).notNull(),
    payload: jsonb().notNull(),
    /** The person the message is about, for the users grid's invitation state. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' until sent; 'failed' after the last attempt; 'cancelled' when moot. */
    status: varchar({ length: 12 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until then; another instance may take it over afterwards. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The claiming instance's advisory-lock key (PostgreSQL): its lock gone, it is gone. */
    lockedBy: integer(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: varchar({ length: 200 }),
    createdAt: created(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('outbox_user_idx').on(t.userId, t.id).where(sql`${t.userId} is not null`),
  ],
);

/**
 * The audit trail (issue 17): one row per create, update or delete in any area, written in the
 * transaction of the change itself. `changes` maps each field to its `[before, after]` values
 * (secrets masked); `companyId` is the company the record belongs to, null for platform-wide
 * records. Rows older than AUDIT_RETENTION_DAYS are purged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Set when a booking site made the change: the id of the ingestion key it used. */
    siteKeyId: varchar({ length: 16 }),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: integer(),
    /** The area, as its contract names it: 'roles', 'users', 'applications', … */
    area: varchar({ length: 40 }).notNull(),
    recordId: varchar({ length: 64 }).notNull(),
    /** The record's name when it was changed, so a deleted record still reads well. */
    label: varchar({ length: 200 }),
    action: varchar({ length: 10 }).notNull(),
    changes: jsonb().notNull().default(sql`'{}'::jsonb`),
    /**
     * The record whose History shows this change too, when the record is one of its parts with
     * a History of its own (a supplier's setting definition): its area and id.
     */
    parentArea: varchar({ length: 40 }),
    parentId: varchar({ length: 64 }),
  },
  (t) => [
    index('audit_log_parent_idx')
      .on(t.parentArea, t.parentId, t.at.desc())
      .where(sql`${t.parentId} is not null`),
    index('audit_log_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('audit_log_record_idx').on(t.area, t.recordId, t.at.desc()),
    index('audit_log_actor_idx').on(t.companyId, t.actorId, t.at.desc()),
    index('audit_log_at_idx').on(t.at),
  ],
);

// The travel mid-office's tables (issue 18) live beside this file.
