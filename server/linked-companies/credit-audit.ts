import { desc, eq } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Snapshot, Subject } from '#server/audit/audited';
import { applications } from '#server/db/schema';
import {
  creditAccounts as ca,
  creditLedger,
  linkedCompanies as lc,
} from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';

/**
 * A credit account as its linked company's History reads it (an account has no History of its
 * own): its limit, what is available and the reason of its latest entry, named by currency.
 * The account's row is locked, so a move's "before" is the balance that move changes.
 */
async function creditAccount(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ account: ca, name: lc.name, companyId: applications.companyId })
    .from(ca)
    .innerJoin(lc, eq(lc.id, ca.linkedCompanyId))
    .innerJoin(applications, eq(applications.id, ca.applicationId))
    .where(eq(ca.id, id))
    .for('update', { of: ca });
  if (!row) return undefined;
  // By id: entries of one transaction share their time, and the lock above orders writers.
  const [latest] = await tx
    .select({ reason: creditLedger.reason })
    .from(creditLedger)
    .where(eq(creditLedger.accountId, id))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  const { account } = row;
  const named = (what: string) => `${account.currency} credit ${what}`;
  return {
    companyId: row.companyId,
    applicationId: account.applicationId,
    label: row.name,
    partOf: account.linkedCompanyId,
    fields: {
      [named('limit')]: fromMinor(account.limitMinor),
      [named('available')]: fromMinor(account.balanceMinor),
      [named('reason')]: latest?.reason ?? null,
    },
  };
}

export const CREDIT_SUBJECT: Subject = { area: 'linkedCompanies', read: creditAccount };
