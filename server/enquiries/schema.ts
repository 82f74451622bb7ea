import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications, users } from '#server/db/schema';

/**
 * An application's web enquiries (issue 30). The site's fields are the site's: a resend with
 * other content rewrites them (`siteHash` tells a resend of the same apart); status, assignee
 * and notes are the console's, and no resend touches them.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    webReference: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 30 }),
    type: varchar({ length: 20 }).notNull(),
    destination: varchar({ length: 100 }),
    startDate: date(),
    endDate: date(),
    adults: integer().notNull().default(1),
    children: integer().notNull().default(0),
    message: varchar({ length: 4000 }).notNull().default(''),
    status: varchar({ length: 20 }).notNull().default('New'),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** sha-256 of the site's fields as last sent. */
    siteHash: varchar({ length: 64 }).notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('enquiries_app_reference_idx').on(t.applicationId, t.webReference),
    index('enquiries_app_created_idx').on(t.applicationId, t.createdAt, t.id),
    index('enquiries_app_email_idx').on(t.applicationId, sql`lower(${t.email})`),
  ],
);

/** A note staff wrote on an enquiry; the author's name stays if the user goes. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: id(),
    enquiryId: ownedBy(() => enquiries.id),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar({ length: 101 }),
    body: varchar({ length: 2000 }).notNull(),
    createdAt: created(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.id)],
);
