import { and, eq, gt, sql } from 'drizzle-orm';
import type { CompanyInterestBody } from '#contract/register';
import type { Db } from '#server/db/client';
import { companyInterests } from '#server/db/schema';
import { mailTemplates } from '#server/mail/templates';
import { enqueueMail } from '#server/outbox/enqueue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a registration of interest. A repeat from the same email within a day updates the
 * earlier one (latest details win) and counts it; a transaction-scoped advisory lock on the
 * email makes two simultaneous repeats count twice instead of inserting two rows.
 * The first submission of the day queues the acknowledgement in the same transaction.
 * Returns how many submissions the stored row now holds.
 */
export async function recordInterest(db: Db, body: CompanyInterestBody): Promise<number> {
  const email = body.email.toLowerCase();
  const values = {
    companyName: body.companyName,
    companyType: body.companyType,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone || null,
    countryCode: body.countryCode,
    message: body.message || null,
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interest:${email}`}))`);
    const [merged] = await tx
      .update(companyInterests)
      .set({
        ...values,
        submissions: sql`${companyInterests.submissions} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(sql`lower(${companyInterests.email})`, email),
          gt(companyInterests.updatedAt, new Date(Date.now() - DAY_MS)),
        ),
      )
      .returning({ submissions: companyInterests.submissions });
    if (merged) return merged.submissions;
    await tx.insert(companyInterests).values(values);
    // One acknowledgement per day and address, however often the form is sent.
    await enqueueMail(
      tx,
      mailTemplates.companyInterest(body.email, body.firstName, body.companyName),
    );
    return 1;
  });
}
