import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';
import { suppliers } from '#server/suppliers/schema';

/** A secret as stored: the sealed value (naming its key) and the end the console may show. */
export type StoredSecret = { sealed: string; last4: string; setAt: string };
/** Setting values by name: numbers and booleans typed, secrets sealed. */
export type StoredValues = Record<string, string | number | boolean | StoredSecret>;

/** An application's integrations with the suppliers of the directory (issue 28). */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    supplierId: ownedBy(() => suppliers.id),
    name: varchar({ length: 100 }).notNull(),
    enabled: boolean().notNull().default(true),
    values: jsonb().$type<StoredValues>().notNull(),
    /** The last health check: 'up' or 'down', null before the first. */
    healthStatus: varchar({ length: 4 }),
    healthCheckedAt: timestamp({ withTimezone: true }),
    healthLatencyMs: integer(),
    healthError: text(),
    /** The status code the supplier answered the last check with; null when it did not answer. */
    healthHttpStatus: integer(),
    /**
     * When the scheduled check is next due. An instance claims a due check by moving this one
     * period on in one conditional update, so each check runs once per period on any number of
     * instances (server/integrations/schedule.ts); null: due now.
     */
    healthDueAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('integrations_app_supplier_idx').on(t.applicationId, t.supplierId),
    index('integrations_app_name_ci_idx').on(t.applicationId, sql`lower(${t.name})`),
    index('integrations_health_due_idx').on(t.healthDueAt).where(sql`${t.enabled}`),
  ],
);
