import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { MailMessage } from '#server/mail/mailer';

/** Anything that runs SQL: the database, or better, the transaction making the change. */
export type Executor = Pick<Db, 'execute'>;

/** The channel a committed enqueue wakes the workers on (NOTIFY is delivered at commit). */
export const OUTBOX_CHANNEL = 'waypoint_outbox';

/** One statement: rows and wake-up together, so even outside a transaction both or neither. */
async function enqueue(tx: Executor, rowsToQueue: SQL) {
  await tx.execute(sql`
    with queued as (insert into outbox (kind, payload, user_id) ${rowsToQueue})
    select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Queues a finished email. Call it with the transaction of the change that causes the mail:
 * the message then exists exactly when the change does, and goes out once it commits.
 * `userId` ties it to the person it is about, if any. Only for messages without secrets:
 * one-time links are issued at send time by their own kinds below.
 */
export function enqueueMail(tx: Executor, message: MailMessage, userId: number | null = null) {
  return enqueue(tx, sql`values ('mail', ${JSON.stringify(message)}::jsonb, ${userId}::int)`);
}

/**
 * Queues an invitation to set a password for each user id the query yields (one column,
 * `user_id`), into this company. The set-password link is issued when the mail goes out,
 * so its seven days start then, and no usable link is ever stored.
 */
export function enqueueInvitations(tx: Executor, companyId: number, userIds: SQL) {
  return enqueue(tx, invitationRows(companyId, userIds));
}

const invitationRows = (companyId: number, userIds: SQL) =>
  sql`select 'invitation', jsonb_build_object('companyId', ${companyId}::int), q.user_id
      from (${userIds}) q`;

/**
 * The same, as a statement for a WITH clause of a bigger write (PostgreSQL runs data-modifying
 * WITH parts only at the top level); call wakeOutbox in the same transaction afterwards.
 */
export const invitationsInsert = (companyId: number, userIds: SQL) =>
  sql`insert into outbox (kind, payload, user_id) ${invitationRows(companyId, userIds)}`;

export async function wakeOutbox(tx: Executor) {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Tells each user the query yields (column `user_id`) that their existing account joined this
 * company; addressed and worded when it goes out, and dropped if they have left it by then.
 */
export const joinedNoticesInsert = (companyId: number, userIds: SQL) =>
  sql`insert into outbox (kind, payload, user_id)
      select 'joined', jsonb_build_object('companyId', ${companyId}::int), q.user_id
      from (${userIds}) q`;

export async function enqueueJoinedNotice(tx: Executor, companyId: number, userId: number) {
  await tx.execute(joinedNoticesInsert(companyId, sql`select ${userId}::int as user_id`));
  await wakeOutbox(tx);
}

export function enqueueInvitation(tx: Executor, companyId: number, userId: number) {
  return enqueueInvitations(tx, companyId, sql`select ${userId}::int as user_id`);
}

/** A password-reset link for the user, issued when the mail goes out. */
export function enqueuePasswordReset(tx: Executor, userId: number) {
  return enqueue(tx, sql`values ('password-reset', '{}'::jsonb, ${userId}::int)`);
}

/**
 * A link confirming that `email` is the user's, issued when the mail goes out. The token
 * remembers the address, so a link sent before an email change cannot confirm the new one.
 */
export function enqueueVerification(tx: Executor, userId: number, email: string) {
  return enqueue(
    tx,
    sql`values ('email-verify', ${JSON.stringify({ email })}::jsonb, ${userId}::int)`,
  );
}
